import type { PrcLegal, PrcOfficeBuilding, PrcOfficeFeature, PrcOfficeLand } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { assertParcel, isoTimestamp, parcelNotFound } from './parcel.ts';
import { prepared } from '../db/statements.ts';
import { rollFacts } from './roll.ts';

// The office's "property features" family (PRC/GetPRCPropFeat...): the legal description, the
// buildings, the land lines and the extra features under the office's field names. The project's
// own card reads the same rows through GetPRCBuildings, GetPRCLand and GetPRCFeatures.

const legalRow = prepared((db, a: { pid: string }) => db.selectFrom('parcels').select(['parcel_id', 'legal_description']).where('parcel_id', '=', a.pid));

export async function legal(database: Database, pid: string): Promise<PrcLegal> {
  const [row] = await legalRow(database, { pid });
  if (!row) throw parcelNotFound(pid);
  return { parcelId: pid, propertyDescription: row.legal_description };
}

const buildingRows = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('buildings as b')
    .innerJoin('parcels as p', 'p.parcel_id', 'b.parcel_id')
    .selectAll('b')
    .select('p.use_code')
    .where('b.parcel_id', '=', a.pid)
    .orderBy('b.building_no'),
);

/**
 * The cost to build new, which the roll does not keep: the value undone by a straight-line
 * depreciation of 1.25% a year of effective age, at most 60%, which is how a cost-approach value
 * is depreciated in the first place.
 */
export function estimatedNewCost(value: number, effectiveYear: number, rollYear: number): number {
  const depreciation = Math.min(0.6, Math.max(0, rollYear - effectiveYear) * 0.0125);
  return Math.round(value / (1 - depreciation));
}

/** Living area under air; the rest of the gross area is garage, porches and other unheated space. */
function subareas(b: { living_area: number; gross_area: number }) {
  const areas = [{ description: 'BASE AREA (HEATED)', area: b.living_area }];
  if (b.gross_area > b.living_area) areas.push({ description: 'UNHEATED AREA (GARAGE, PORCHES)', area: b.gross_area - b.living_area });
  return areas;
}

export async function officeBuildings(
  database: Database,
  pid: string,
  paging: { page?: number; size?: number },
  withSubareas: boolean,
): Promise<PrcOfficeBuilding[]> {
  const [rows, facts] = await Promise.all([buildingRows(database, { pid }), rollFacts(database)]);
  if (rows.length === 0) await assertParcel(database, pid);
  const rollYear = facts.currentYear ?? new Date().getFullYear();
  const size = paging.size ?? 100;
  const start = ((paging.page ?? 1) - 1) * size;
  return rows.slice(start, start + size).map((b) => ({
    parcelId: pid,
    bldgNum: b.building_no,
    beds: b.bedrooms,
    baths: b.baths,
    floors: b.stories,
    grossArea: b.gross_area,
    livingArea: b.living_area,
    extWall: b.exterior_wall,
    dateBuilt: isoTimestamp(`${b.year_built}-01-01`),
    estNewCost: estimatedNewCost(b.value, b.effective_year, rollYear),
    bldgValue: b.value,
    bldgDorCode: b.use_code,
    units: b.units,
    totalCount: rows.length,
    ...(withSubareas ? { subareas: subareas(b) } : {}),
  }));
}

const landRows = prepared((db, a: { pid: string }) => db.selectFrom('land_lines').selectAll().where('parcel_id', '=', a.pid).orderBy('seq'));

export async function officeLand(database: Database, pid: string): Promise<PrcOfficeLand[]> {
  const rows = await landRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((l) => ({
    parcelId: pid,
    landDorCode: l.land_use_code,
    zoning: l.zoning,
    landQty: l.units,
    landQtyCode: l.unit_type,
    unitPrice: l.unit_price,
    landValue: l.value,
    description: l.description,
  }));
}

const featureRows = prepared((db, a: { pid: string }) => db.selectFrom('extra_features').selectAll().where('parcel_id', '=', a.pid).orderBy('seq'));

export async function officeFeatures(database: Database, pid: string): Promise<PrcOfficeFeature[]> {
  const rows = await featureRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((f) => ({
    parcelId: pid,
    description: f.description,
    units: f.units,
    value: f.value,
    code: f.code,
    unitType: f.unit_type,
    yearBuilt: f.year_built,
  }));
}
