import { officeOwnerName, storedToDisplay } from '@county/shared';
import type { PrcBuilding, PrcExemption, PrcFeature, PrcGeneralInfo, PrcLand, PrcSale, PrcStats, PrcValue } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { prepared } from '../db/statements.ts';
import { rollFacts } from './roll.ts';

// Reads one parcel's card from the roll, in the shapes of the office's public API. Lists answer
// empty for a parcel that exists but has no such rows; a parcel that does not exist is a 404.

export function parcelNotFound(pid: string): NotFoundError {
  return new NotFoundError(`No parcel with id ${storedToDisplay(pid)} (${pid}) is on the roll.`, 'PID');
}

/** Throws 404 unless the parcel exists; called only when a list came back empty. */
const parcelExists = prepared((db, a: { pid: string }) => db.selectFrom('parcels').select('parcel_id').where('parcel_id', '=', a.pid));

export async function assertParcel(database: Database, pid: string): Promise<void> {
  const [row] = await parcelExists(database, { pid });
  if (!row) throw parcelNotFound(pid);
}

/** The office's dates: 2004-06-09 -> 2004-06-09T00:00:00. */
export function isoTimestamp(date: string): string {
  return `${date.slice(0, 10)}T00:00:00`;
}

const trueFalse = (flag: number | boolean | null | undefined): 'True' | 'False' => (flag ? 'True' : 'False');

function joinLines(...lines: (string | null | undefined)[]): string | null {
  const text = lines.filter((l) => l && l.trim()).join(', ');
  return text || null;
}

const parcelRow = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('parcels as p')
    .leftJoin('use_codes as u', 'u.code', 'p.use_code')
    .leftJoin('jurisdictions as j', 'j.code', 'p.jurisdiction_code')
    .selectAll('p')
    .select(['u.description as use_description', 'j.name as jurisdiction_name'])
    .where('p.parcel_id', '=', a.pid),
);
const ownerRows = prepared((db, a: { pid: string }) => db.selectFrom('owners').select('name').where('parcel_id', '=', a.pid).orderBy('seq'));
const lastSaleRow = prepared((db, a: { pid: string }) =>
  db.selectFrom('sales').select('instrument_number').where('parcel_id', '=', a.pid).orderBy('sale_date', 'desc').orderBy('seq', 'desc').limit(1),
);

export async function generalInfo(database: Database, pid: string): Promise<PrcGeneralInfo> {
  const [[parcel], owners, [lastSale], facts] = await Promise.all([
    parcelRow(database, { pid }),
    ownerRows(database, { pid }),
    lastSaleRow(database, { pid }),
    rollFacts(database),
  ]);
  if (!parcel) throw parcelNotFound(pid);
  const year = facts.currentYear ?? new Date().getFullYear();
  return {
    taxYear: year,
    prcTaxYear: facts.certifiedYear ?? year,
    trimYear: year,
    showFlag: true,
    parcelId: parcel.parcel_id,
    displayParcelId: parcel.display_id,
    ownerName: officeOwnerName(parcel.owner_name),
    owners: owners.length > 0 ? owners.map((o) => o.name) : [parcel.owner_name],
    propertyName: parcel.property_name,
    propertyAddress: parcel.situs_address,
    mailAddress: joinLines(parcel.mail_address1, parcel.mail_address2),
    mailCity: parcel.mail_city,
    mailState: parcel.mail_state,
    mailZip: parcel.mail_zip,
    mailCountry: parcel.mail_country,
    country: parcel.mail_country,
    propertyCity: parcel.situs_city,
    propertyState: 'FL',
    propertyZip: parcel.situs_zip,
    dorCode: parcel.use_code,
    dorDescription: parcel.use_description ?? 'Unknown use code',
    cityCode: parcel.jurisdiction_code,
    cityDescription: parcel.jurisdiction_name ?? parcel.jurisdiction_code,
    streetNumber: parcel.situs_number,
    // The office's streetName is the name alone ("DEER ISLE"); the whole line is propertyAddress.
    streetName: parcel.situs_street,
    instNum: lastSale?.instrument_number ?? null,
    subdivisionCode: parcel.subdivision_code,
    subdivisionName: parcel.subdivision_name,
    legalDescription: parcel.legal_description,
    neighborhood: parcel.neighborhood,
    isHomestead: trueFalse(parcel.homestead),
    latitude: parcel.latitude,
    longitude: parcel.longitude,
    confidential: Number(parcel.confidential) === 1,
    retiredOn: parcel.retired_on ?? null,
  };
}

const landRow = prepared((db, a: { pid: string }) => db.selectFrom('parcels').select(['acreage', 'land_sqft']).where('parcel_id', '=', a.pid));
const buildingStatRows = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('buildings')
    .select(['year_built', 'effective_year', 'living_area', 'gross_area', 'bedrooms', 'baths', 'units'])
    .where('parcel_id', '=', a.pid)
    .orderBy('building_no'),
);
const landLineCount = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('land_lines')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('parcel_id', '=', a.pid),
);
const featureCount = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('extra_features')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('parcel_id', '=', a.pid),
);

export async function stats(database: Database, pid: string): Promise<PrcStats> {
  const [[parcel], buildings, [landLines], [features]] = await Promise.all([
    landRow(database, { pid }),
    buildingStatRows(database, { pid }),
    landLineCount(database, { pid }),
    featureCount(database, { pid }),
  ]);
  if (!parcel) throw parcelNotFound(pid);
  const sum = (pick: (b: (typeof buildings)[number]) => number) => buildings.reduce((total, b) => total + pick(b), 0);
  // Year built is the main (first) building's, as the card's header shows it.
  const main = buildings[0];
  return {
    parcelId: pid,
    acreage: parcel.acreage,
    landArea: parcel.land_sqft,
    landLines: Number(landLines?.n ?? 0),
    buildings: buildings.length,
    units: sum((b) => b.units),
    livingArea: sum((b) => b.living_area),
    grossArea: sum((b) => b.gross_area),
    bedrooms: sum((b) => b.bedrooms),
    baths: sum((b) => b.baths),
    yearBuilt: main?.year_built ?? null,
    effectiveYearBuilt: main?.effective_year ?? null,
    extraFeatures: Number(features?.n ?? 0),
  };
}

/** Values by year, newest first: one year, or every year on the roll. */
const valueRows = prepared((db, a: { pid: string }) => db.selectFrom('parcel_values').selectAll().where('parcel_id', '=', a.pid).orderBy('tax_year', 'desc'));
const valueYearRows = prepared((db, a: { pid: string; year: number }) =>
  db.selectFrom('parcel_values').selectAll().where('parcel_id', '=', a.pid).where('tax_year', '=', a.year),
);

/** The two homestead exemptions by year, which the office lists apart from the other exemptions. */
const homesteadRows = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('parcel_exemptions')
    .select(['tax_year', 'code', 'school_amount', 'nonschool_amount'])
    .where('parcel_id', '=', a.pid)
    .where('code', 'in', ['HX', 'HXA']),
);

export async function propertyValues(database: Database, pid: string, year: number | null, allYears: boolean): Promise<PrcValue[]> {
  const [rows, homesteads, facts] = await Promise.all([
    allYears ? valueRows(database, { pid }) : valueYearRows(database, { pid, year: year ?? -1 }),
    homesteadRows(database, { pid }),
    rollFacts(database),
  ]);
  if (rows.length === 0) await assertParcel(database, pid);
  const hx = (taxYear: number, code: string) => homesteads.find((h) => h.tax_year === taxYear && h.code === code);
  return rows.map((v) => {
    const isCertified = facts.certifiedYear !== null && v.tax_year <= facts.certifiedYear;
    // The office shows -1 for the dollar figures of a year not yet certified.
    const dollars = (amount: number) => (isCertified ? amount : -1);
    // The first exemption is what HX takes off school levies; a roll that books both homestead
    // exemptions under HX (non-school amount above the school one) holds the second there too.
    const first = hx(v.tax_year, 'HX');
    const originalHx = first?.school_amount ?? 0;
    const additionalHx = (hx(v.tax_year, 'HXA')?.nonschool_amount ?? 0) + Math.max(0, (first?.nonschool_amount ?? 0) - originalHx);
    const sohCap = v.soh_savings + v.ten_pct_savings;
    return {
      ...ownValues(pid, v),
      featuresValue: dollars(v.feature_value),
      assessedValue: dollars(v.nonschool_assessed),
      isCertified,
      originalHx: dollars(originalHx),
      additionalHx: dollars(additionalHx),
      otherExemptions: dollars(Math.max(0, v.nonschool_exempt - originalHx - additionalHx)),
      sohCap: dollars(sohCap),
      hasBenefits: sohCap > 0 || v.ag_savings > 0 || v.nonschool_exempt > 0 || v.school_exempt > 0,
    };
  });
}

type ValueRow = Awaited<ReturnType<typeof valueRows>>[number];

function ownValues(pid: string, v: ValueRow) {
  return {
    parcelId: pid,
    taxYear: v.tax_year,
    marketValue: v.just_value,
    landValue: v.land_value,
    buildingValue: v.building_value,
    featureValue: v.feature_value,
    schoolAssessedValue: v.school_assessed,
    nonSchoolAssessedValue: v.nonschool_assessed,
    schoolExemptValue: v.school_exempt,
    nonSchoolExemptValue: v.nonschool_exempt,
    schoolTaxableValue: v.school_taxable,
    nonSchoolTaxableValue: v.nonschool_taxable,
    sohCapSavings: v.soh_savings,
    tenPctCapSavings: v.ten_pct_savings,
    agClassSavings: v.ag_savings,
    isHomestead: trueFalse(v.homestead),
  };
}

const exemptionRows = prepared((db, a: { pid: string }) =>
  db.selectFrom('parcel_exemptions').selectAll().where('parcel_id', '=', a.pid).orderBy('tax_year', 'desc').orderBy('code'),
);
const exemptionYearRows = prepared((db, a: { pid: string; year: number }) =>
  db.selectFrom('parcel_exemptions').selectAll().where('parcel_id', '=', a.pid).where('tax_year', '=', a.year).orderBy('code'),
);

export async function exemptions(database: Database, pid: string, year: number | null, allYears: boolean): Promise<PrcExemption[]> {
  const rows = allYears ? await exemptionRows(database, { pid }) : await exemptionYearRows(database, { pid, year: year ?? -1 });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((e) => ({
    taxYear: e.tax_year,
    exemptionCode: e.code,
    description: e.description,
    schoolAmount: e.school_amount,
    nonSchoolAmount: e.nonschool_amount,
  }));
}

const landRows = prepared((db, a: { pid: string }) => db.selectFrom('land_lines').selectAll().where('parcel_id', '=', a.pid).orderBy('seq'));

export async function land(database: Database, pid: string): Promise<PrcLand[]> {
  const rows = await landRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((l) => ({
    lineNumber: l.seq,
    landUseCode: l.land_use_code,
    description: l.description,
    zoning: l.zoning,
    units: l.units,
    unitType: l.unit_type,
    unitPrice: l.unit_price,
    frontage: l.frontage,
    depth: l.depth,
    landValue: l.value,
  }));
}

const buildingRows = prepared((db, a: { pid: string }) => db.selectFrom('buildings').selectAll().where('parcel_id', '=', a.pid).orderBy('building_no'));

export async function buildings(database: Database, pid: string): Promise<PrcBuilding[]> {
  const rows = await buildingRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((b) => ({
    buildingNumber: b.building_no,
    model: b.model,
    yearBuilt: b.year_built,
    effectiveYearBuilt: b.effective_year,
    livingArea: b.living_area,
    grossArea: b.gross_area,
    bedrooms: b.bedrooms,
    baths: b.baths,
    stories: b.stories,
    units: b.units,
    construction: b.construction,
    exteriorWall: b.exterior_wall,
    roof: b.roof,
    quality: b.quality,
    buildingValue: b.value,
  }));
}

const featureRows = prepared((db, a: { pid: string }) => db.selectFrom('extra_features').selectAll().where('parcel_id', '=', a.pid).orderBy('seq'));

export async function features(database: Database, pid: string): Promise<PrcFeature[]> {
  const rows = await featureRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((f) => ({
    lineNumber: f.seq,
    featureCode: f.code,
    description: f.description,
    units: f.units,
    unitType: f.unit_type,
    yearBuilt: f.year_built,
    featureValue: f.value,
  }));
}

/** Sales history, newest first, with the code tables' descriptions. */
const saleRows = prepared((db, a: { pid: string }) =>
  db
    .selectFrom('sales as s')
    .leftJoin('deed_types as d', 'd.code', 's.deed_code')
    .leftJoin('sale_qualification_codes as q', 'q.code', 's.qual_code')
    .selectAll('s')
    .select(['d.description as deed_description', 'q.description as qual_description'])
    .where('s.parcel_id', '=', a.pid)
    .orderBy('s.sale_date', 'desc')
    .orderBy('s.seq', 'desc'),
);

export async function sales(database: Database, pid: string): Promise<PrcSale[]> {
  const rows = await saleRows(database, { pid });
  if (rows.length === 0) await assertParcel(database, pid);
  return rows.map((s) => ({
    saleDate: isoTimestamp(s.sale_date),
    salePrice: s.price,
    instNum: s.instrument_number,
    book: s.book,
    page: s.page,
    deedCode: s.deed_code,
    deedDescription: s.deed_description ?? s.deed_code,
    qualCode: s.qual_code,
    qualDescription: s.qual_description ?? s.qual_code,
    isQualified: trueFalse(s.qualified),
    vacantImproved: s.vacant_improved,
    seller: s.grantor,
    buyer: s.grantee,
    saleAmt: s.price,
    instrNum: s.instrument_number,
    deedDesc: (s.deed_description ?? s.deed_code).toUpperCase(),
    vacImpCode: s.vacant_improved === 'V' ? ('Vacant' as const) : ('Improved' as const),
    totalCount: rows.length,
  }));
}
