import type { Database } from '../db/database.ts';
import { shapesOverlap } from '../gis/shape-overlap.ts';
import type { ParcelGeometry } from '../gis/shape-rows.ts';
import { EXAMPLES_KEPT, type RuleResult } from './audit.ts';

// The parcel shapes' rules (issue 28), which look at parcels two by two rather than one at a time:
// no two shapes of parcels on the roll overlap, except the units of a condominium building, which
// share its footprint (the same polygon on each unit, decision 110); and a shape's area agrees with
// the parcel's acreage within 10%. Candidate pairs come from a sweep over the shapes' bounding
// boxes in order of their west edge, so the full county costs one pass, not a comparison of all pairs.

export const AREA_TOLERANCE = 0.1;

/** A parcel's shape with what the audit compares it to (the test of generated shapes reads the same). */
export interface ShapeRow {
  parcel_id: string;
  geometry: string;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  area_sqft: number;
  use_code: string;
  acreage: number | null;
}

/** Condominium units (DOR codes 04xx) standing on one footprint. */
function stackedUnits(a: ShapeRow, b: ShapeRow): boolean {
  return a.use_code.startsWith('04') && b.use_code.startsWith('04') && a.geometry === b.geometry;
}

function result(id: string, severity: RuleResult['severity'], title: string): RuleResult {
  return { id, severity, title, violations: 0, examples: [] };
}

function note(rule: RuleResult, id: string, problem: string): void {
  rule.violations++;
  if (rule.examples.length < EXAMPLES_KEPT) rule.examples.push({ id, problem });
}

export async function auditShapes(database: Database): Promise<RuleResult[]> {
  const overlap = result('shape-overlap', 'hard', 'Parcel shapes do not overlap (condominium units may share their building)');
  const area = result('shape-area', 'soft', `Shape area agrees with the acreage within ${AREA_TOLERANCE * 100}%`);
  const rows = (await database.db
    .selectFrom('parcel_shapes as s')
    .innerJoin('parcels as p', 'p.parcel_id', 's.parcel_id')
    .select(['s.parcel_id', 's.geometry', 's.min_lon', 's.min_lat', 's.max_lon', 's.max_lat', 's.area_sqft', 'p.use_code', 'p.acreage'])
    .where('p.retired_on', 'is', null)
    .execute()) as ShapeRow[];
  for (const row of rows) {
    for (const key of ['min_lon', 'min_lat', 'max_lon', 'max_lat', 'area_sqft'] as const) row[key] = Number(row[key]);
    // Condominium units hold no land of their own (acreage 0): nothing to compare.
    const acres = Number(row.acreage ?? 0);
    if (acres <= 0) continue;
    const ratio = row.area_sqft / (acres * 43_560);
    if (Math.abs(ratio - 1) > AREA_TOLERANCE)
      note(area, row.parcel_id, `shape ${Math.round(row.area_sqft).toLocaleString('en-US')} sq ft, acreage ${acres} (${Math.round((ratio - 1) * 100)}%)`);
  }
  rows.sort((a, b) => a.min_lon - b.min_lon || (a.parcel_id < b.parcel_id ? -1 : 1));
  const parsed = new Map<string, ParcelGeometry>();
  const geometryOf = (row: ShapeRow): ParcelGeometry => {
    let g = parsed.get(row.parcel_id);
    if (!g) {
      g = JSON.parse(row.geometry) as ParcelGeometry;
      parsed.set(row.parcel_id, g);
    }
    return g;
  };
  for (let i = 0; i < rows.length; i++) {
    const a = rows[i] as ShapeRow;
    for (let j = i + 1; j < rows.length; j++) {
      const b = rows[j] as ShapeRow;
      // Boxes that only touch (neighbouring lots share a side) cannot overlap.
      if (b.min_lon >= a.max_lon) break;
      if (b.max_lon <= a.min_lon || b.min_lat >= a.max_lat || b.max_lat <= a.min_lat) continue;
      if (stackedUnits(a, b)) continue;
      if (shapesOverlap(geometryOf(a), geometryOf(b))) {
        const [first, second] = a.parcel_id < b.parcel_id ? [a, b] : [b, a];
        note(overlap, first.parcel_id, `overlaps ${second.parcel_id}`);
      }
    }
    // Parsed shapes west of the sweep are done with: keep memory to the sweep's width.
    if (i % 10_000 === 9_999) parsed.clear();
  }
  return [overlap, area];
}
