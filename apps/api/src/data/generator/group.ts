import { PLACES, type Place } from '../../codes/jurisdictions.ts';
import { pad, pointNear, surveyOf, type Survey } from './geography.ts';
import type { Kind } from './kinds.ts';
import { STREET_NAMES, STREET_SUFFIXES, SUBDIVISION_FIRST, SUBDIVISION_SECOND } from './names.ts';
import type { Random } from './random.ts';
import { associationOf } from './associations.ts';
import { emitParcel, type Street } from './parcel.ts';
import { layOutGroup, type MadeParcel } from './site-layout.ts';
import type { CountyState } from './state.ts';
import type { GroupPlan } from './group-plan.ts';

// One group of neighbouring parcels (a subdivision, a condominium, a strip of shops, a few
// unplatted tracts): where it lies, its streets and plat, and each parcel's place in it (parcel.ts
// makes the parcel's rows).

// The showcase parcel every seed starts with (README, tests), 35-20-27-6645-00-001, lies here.
const FIRST_PLACE = PLACES.find((p) => p.zip === '32804') as Place;
const FIRST_SURVEY: Survey = { section: 35, township: 20, range: 27 };

function subdivisionName(r: Random, kind: Kind): string {
  const base = `${r.pick(SUBDIVISION_FIRST)} ${r.pick(SUBDIVISION_SECOND)}`;
  switch (kind.name) {
    case 'townhome':
      return `${base} TOWNHOMES`;
    case 'condominium':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['TOWERS', 'PLACE', 'CLUB', 'VILLAS', 'LOFTS', 'POINTE', 'GARDENS'])} CONDOMINIUM`;
    case 'timeshare':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['RESORT', 'VACATION VILLAS', 'GRAND VACATION CLUB'])} CONDOMINIUM`;
    case 'commercial':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['COMMERCE CENTER', 'PLAZA', 'SHOPPING CENTER', 'BUSINESS PARK', 'CORNERS'])}`;
    case 'industrial':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['INDUSTRIAL PARK', 'COMMERCE PARK', 'DISTRIBUTION CENTER'])}`;
    default:
      return r.chance(0.3) ? `${base} ${r.pick(['PHASE 2', 'PHASE 3', 'SECTION 2', 'FIRST ADDITION', 'REPLAT'])}` : base;
  }
}

function groupYear(r: Random, kind: Kind, place: Place, rollYear: number): number {
  const old = ['32801', '32803', '32804', '32806', '32789', '32805'].includes(place.zip);
  if (kind.name === 'timeshare') return r.int(1990, 2016);
  if (old && r.chance(0.7)) return r.int(1922, 1975);
  const x = r.next();
  if (x < 0.15) return r.int(1955, 1979);
  if (x < 0.45) return r.int(1980, 1999);
  if (x < 0.8) return r.int(2000, 2015);
  return r.int(2016, rollYear - 1);
}

function uniqueSubdivisionCode(state: CountyState, str: string): string {
  for (;;) {
    const code = pad(state.random.int(1000, 9999), 4);
    const key = str + code;
    if (!state.usedSubdivisions.has(key)) {
      state.usedSubdivisions.add(key);
      return code;
    }
  }
}

function makeStreets(r: Random, count: number, place: Place, major: boolean): Street[] {
  const streets: Street[] = [];
  const n = major ? 1 : Math.max(1, Math.min(5, Math.round(count / 35)));
  const directional = place.jurisdiction === 'ORL' || place.jurisdiction === 'WP' || place.jurisdiction === 'APK';
  for (let i = 0; i < n; i++) {
    const base = (major ? r.int(10, 150) : r.int(1, 160)) * 100;
    streets.push({
      direction: directional && r.chance(0.3) ? r.pick(['N', 'S', 'E', 'W']) : null,
      name: r.pick(STREET_NAMES),
      suffix: major ? r.pick(['AVE', 'BLVD', 'RD', 'DR', 'PKWY']) : r.pick(STREET_SUFFIXES),
      base,
      step: major ? r.pick([10, 20, 50]) : r.pick([4, 6, 8, 10, 12]),
      next: 0,
    });
  }
  return streets;
}

/**
 * Places a group. Unplatted parcels number their lots within the section, up to 999, so a group is
 * shortened (to nothing, when the section is full) rather than overflow.
 */
export function planGroup(state: CountyState, kind: Kind, wanted: number, first: boolean): GroupPlan | null {
  const r = state.random;
  const place = first ? FIRST_PLACE : kind.places.draw(r);
  const center = pointNear(r, place.lat, place.lon, place.size * 0.8);
  const survey = first ? FIRST_SURVEY : surveyOf(center[0], center[1]);
  const str = `${pad(survey.range, 2)}${pad(survey.township, 2)}${pad(survey.section, 2)}`;
  if (first) state.usedSubdivisions.add(`${str}6645`);
  const platted = kind.platted || first;
  let count = wanted;
  if (!platted) {
    const used = state.acreageLots.get(str) ?? 0;
    count = Math.min(wanted, 999 - used);
    if (count <= 0) return null;
    state.acreageLots.set(str, used + count);
  }
  const subCode = first ? '6645' : platted ? uniqueSubdivisionCode(state, str) : '0000';
  return { kind, count, first, place, center, survey, str, subCode };
}

/** Generates every parcel of a planned group, in ascending id order. */
export function generateGroup(state: CountyState, plan: GroupPlan, acreageNext: Map<string, number>): void {
  const r = state.random;
  const { kind, first, place, survey, str, subCode } = plan;
  const condo = kind.name === 'condominium' || kind.name === 'timeshare';
  const platted = kind.platted || first;
  const subName = first ? 'ROSEMERE HEIGHTS' : platted ? subdivisionName(r, kind) : null;
  const major = kind.name === 'commercial' || kind.name === 'industrial' || kind.name === 'multi-family' || !platted;
  const streets = makeStreets(r, plan.count, place, major);
  const yearBase = first ? 1956 : groupYear(r, kind, place, state.rollYear);
  const neighborhood = `${place.zip.slice(2)}${pad(r.int(1, 40), 2)}`;
  const plat = `${r.int(1, 110)}/${r.int(1, 150)}`;
  const priceLevel = place.price * r.around(0.25);
  const lakefrontGroup = r.chance(0.15);
  const hasBlocks = !first && platted && !condo && plan.count > 40 && r.chance(0.5);
  const perBlock = r.int(12, 30);
  const perFloor = r.int(4, 12);
  const perBuilding = Math.min(perFloor * 9, r.int(12, 72));
  const hoa = (kind.name === 'single-family' || kind.name === 'townhome') && plan.count >= 20;
  const association = associationOf({ platKey: str + subCode, subdivisionName: subName, kind: kind.name, parcels: plan.count, yearPlatted: yearBase, priceLevel: place.price, showcase: first });
  if (association) state.emit('associations', association);

  const made: MadeParcel[] = [];
  for (let i = 0; i < plan.count; i++) {
    let block = '00';
    let lot: string;
    let unit: string | null = null;
    if (condo) {
      const building = Math.floor(i / perBuilding);
      const k = i % perBuilding;
      const floor = Math.floor(k / perFloor) + 1;
      block = pad(building + 1, 2);
      lot = pad(floor * 100 + (k % perFloor) + 1, 3);
      unit = String(floor * 100 + (k % perFloor) + 1);
    } else if (!platted) {
      const next = (acreageNext.get(str) ?? 0) + 1;
      acreageNext.set(str, next);
      lot = pad(next, 3);
    } else if (hasBlocks) {
      block = pad(Math.floor(i / perBlock) + 1, 2);
      lot = pad((i % perBlock) + 1, 3);
    } else {
      lot = pad(i + 1, 3);
    }
    const use = first && i === 0 ? '0100' : hoa && i === plan.count - 1 ? '0900' : kind.uses.draw(r);
    const id = `${str}${subCode}${block}${lot}`;
    const street = condo ? 0 : Math.floor((i * streets.length) / plan.count);
    const rows: MadeParcel['rows'] = [];
    const facts = emitParcel(state, {
      id,
      survey,
      place,
      subCode,
      subName,
      block,
      lot,
      unit,
      use,
      kind,
      street: streets[street] as Street,
      neighborhood,
      plat,
      priceLevel,
      lakefront: use === '0104' || (lakefrontGroup && r.chance(0.2) && use === '0100'),
      yearBuilt: Math.min(state.rollYear - 1, yearBase + (condo ? 0 : r.int(0, 3))),
      showcase: first && i === 0,
    }, (table, row) => rows.push([table, row]));
    made.push({ id, use, street, building: condo ? Number(block) : null, facts, rows });
  }
  layOutGroup(state, { plan, parcels: made, streets, main: major, perFloor: condo ? perFloor : null });
}
