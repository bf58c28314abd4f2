import type { Polygon, Position } from 'geojson';
import { streetKey } from '@county/shared';
import { LOADED_COLUMNS, rowOf, type CountyTable, type Row } from '../columns.ts';
import { shapeRows, streetRows } from '../../gis/shape-rows.ts';
import { round6 } from './geography.ts';
import { FEET_PER_DEGREE_LAT, feetPerDegreeLon } from './land-grid.ts';
import type { LandFacts, Street } from './parcel.ts';
import { planSite, type Frontage, type Rect } from './site-plan.ts';
import type { GroupPlan } from './group-plan.ts';
import type { CountyState } from './state.ts';

// Puts a generated group on the county's land: its site plan (site-plan.ts) on a free spot of the
// land grid inside its place's box, each parcel's shape and point from its lot, and its streets'
// centrelines. Condominium units of one building all get the building's footprint: the same
// polygon on every unit's row (decision 110).

/** One parcel of the group as made, its rows held back until its point is known. */
export interface MadeParcel {
  id: string;
  use: string;
  street: number;
  /** The condominium building it is a unit of, else null. */
  building: number | null;
  facts: LandFacts;
  rows: [CountyTable, Row][];
}

const LATITUDE = LOADED_COLUMNS.parcels.indexOf('latitude');
const LONGITUDE = LOADED_COLUMNS.parcels.indexOf('longitude');

/** Depth over width of a lot whose land lines give no frontage. */
function aspectOf(use: string): number {
  if (use === '0103') return 4; // townhouse lots: narrow and deep
  if (use === '0200') return 2;
  if (use === '0000') return 1.8;
  return 1.5;
}

/** A condominium building's footprint: its units' living area over its floors, plus halls and walls. */
function buildingFrontage(units: MadeParcel[], perFloor: number): Frontage {
  const floors = Math.ceil(units.length / perFloor);
  const plate = (units.reduce((sum, u) => sum + u.facts.living, 0) / floors) * 1.3;
  const width = Math.sqrt(plate * 2.5);
  const depth = plate / width;
  return { street: 0, width, depth, slot: { width: width + 60, depth: depth + 50 } };
}

function lotFrontage(p: MadeParcel): Frontage {
  const area = Math.max(p.facts.landSqft, 500);
  const width = p.facts.frontage ?? Math.sqrt(area / aspectOf(p.use));
  return { street: p.street, width, depth: area / width };
}

export interface GroupSite {
  plan: GroupPlan;
  parcels: MadeParcel[];
  streets: Street[];
  /** Main roads (commercial strips, tracts) or local streets. */
  main: boolean;
  /** Condominium units per floor (condominium groups). */
  perFloor: number | null;
}

/** Lays the group out, then emits each parcel's rows with its point and shape, and the streets. */
export function layOutGroup(state: CountyState, site: GroupSite): void {
  const { parcels, plan } = site;
  const frontages: Frontage[] = [];
  const frontageOf: number[] = [];
  const tractOf = new Map<number, number>();
  const tractAreas: number[] = [];
  const buildings = new Map<number, number>();
  parcels.forEach((p, i) => {
    if (p.use === '0900') {
      tractOf.set(i, tractAreas.length);
      tractAreas.push(Math.max(p.facts.landSqft, 500));
    } else if (p.building !== null && site.perFloor !== null) {
      let b = buildings.get(p.building);
      if (b === undefined) {
        b = frontages.length;
        buildings.set(p.building, b);
        frontages.push(buildingFrontage(
          parcels.filter((u) => u.building === p.building),
          site.perFloor,
        ));
      }
      frontageOf[i] = b;
    } else {
      frontageOf[i] = frontages.length;
      frontages.push(lotFrontage(p));
    }
  });
  const layout = planSite(frontages, tractAreas, site.streets.length, site.main ? { road: 80, segment: 1_200 } : { road: 50, segment: 1_200 });
  const reach = plan.place.reach;
  const box = { minLat: plan.place.lat - reach, maxLat: plan.place.lat + reach, minLon: plan.place.lon - reach, maxLon: plan.place.lon + reach };
  const claim = state.land.claim(`${plan.place.jurisdiction} ${plan.place.zip}`, [plan.place.lat, plan.place.lon], box, layout.width, layout.height);
  if (!claim) throw new Error('the county has no land left for a group of parcels');
  if (!claim.inBox) state.outsideBox += parcels.length;
  const kx = feetPerDegreeLon(claim.south + layout.height / 2 / FEET_PER_DEGREE_LAT);
  const at = (x: number, y: number): Position => [claim.west + x / kx, claim.south + y / FEET_PER_DEGREE_LAT];
  const polygonOf = (r: Rect): Polygon => ({ type: 'Polygon', coordinates: [[at(r.x0, r.y0), at(r.x1, r.y0), at(r.x1, r.y1), at(r.x0, r.y1), at(r.x0, r.y0)]] });
  parcels.forEach((p, i) => {
    const tract = tractOf.get(i);
    const rect = tract === undefined ? (layout.frontages[frontageOf[i] as number] as Rect) : (layout.tracts[tract] as Rect);
    const [lon, lat] = at((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2) as [number, number];
    const [first, ...rest] = p.rows;
    if (first) {
      first[1][LATITUDE] = round6(lat);
      first[1][LONGITUDE] = round6(lon);
      state.emit(first[0], first[1]);
    }
    for (const [table, row] of rest) state.emit(table, row);
    const { shape, cells } = shapeRows(p.id, polygonOf(rect));
    state.emit('parcel_shapes', rowOf('parcel_shapes', shape));
    for (const cell of cells) state.emit('shape_cells', rowOf('shape_cells', cell));
  });
  // A street no parcel's situs names is not one the roll knows: its line is left out (the lots are there).
  const named = new Set(parcels.filter((p) => p.facts.onStreet).map((p) => p.street));
  for (const { street: s, line } of layout.streets) {
    const street = site.streets[s] as Street;
    if (!named.has(s)) continue;
    const rows = streetRows({
      id: ++state.streetIds,
      name: [street.direction, street.name, street.suffix].filter((x) => x !== null).join(' '),
      streetKey: streetKey(street.name, street.suffix),
      main: site.main,
      line: { type: 'LineString', coordinates: line.map(([x, y]) => at(x, y)) },
    });
    state.emit('street_lines', rowOf('street_lines', rows.street));
    for (const cell of rows.cells) state.emit('street_cells', rowOf('street_cells', cell));
  }
}
