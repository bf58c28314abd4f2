import { reversedNameKey, searchKey, storedToDisplay, streetKey } from '@county/shared';
import { EXEMPTION_CODES } from '../../codes/exemption-codes.ts';
import { USE_CODE_BY_CODE } from '../../codes/use-codes.ts';
import type { Row } from '../columns.ts';
import { OWNER_SEPARATOR } from '../generator/people.ts';
import { splitAddress, unitOf } from './address.ts';
import { RowError, required, survey, text, whole, zip } from './fields.ts';
import type { CsvRecord } from './read.ts';
import { readSale, type IncomingSale } from './sales.ts';

// One NAL row: the parcel, its owners, its values and exemptions for the roll year, and the two
// latest sales the row repeats.

export interface NalParcel {
  parcelId: string;
  parcel: Row;
  owners: Row[];
  value: Row;
  exemptions: Row[];
  sales: IncomingSale[];
}

// Exemptions in the order the roll applies them: whole exemptions, homestead, then the owner's own.
const ORDER = ['GV', 'CH', 'HX', 'HXA', 'WD', 'DI', 'BL', 'DV', 'SR', 'TV'];
const BY_COLUMN = new Map(EXEMPTION_CODES.filter((e) => e.nalColumn).map((e) => [e.nalColumn as string, e]));
const NON_SCHOOL_ONLY = new Set(['HXA', 'SR']);
const ORGANIZATION = /\b(LLC|INC|CORP|CORPORATION|CO|LP|LLP|LTD|PA|TRUST|ASSOCIATION|ASSN|COUNTY|CITY|STATE|COMMISSION|DISTRICT|BOARD|BANK|CHURCH|UNIVERSITY|FOUNDATION|FLORIDA|AUTHORITY|TOWN)\b/;

/** True for a company, trust or government rather than a person. */
export function isOrganization(name: string): boolean {
  return ORGANIZATION.test(searchKey(name));
}

/** The subdivision's name from a platted legal description: the words before the plat book/page. */
export function subdivisionFromLegal(legal: string | null, subdivisionCode: string): string | null {
  if (!legal || subdivisionCode === '0000' || subdivisionCode === '') return null;
  const m = /^(.+?)\s+(?:[A-Z0-9]+\/\d+|LOT|UNIT|BLK|BLOCK)\b/.exec(legal.toUpperCase());
  return m ? (m[1] ?? null) : null;
}

function useCode(r: CsvRecord): string {
  const dor = required(r, 'DOR_UC');
  if (!/^\d{1,3}$/.test(dor) || Number(dor) > 99) throw new RowError(`DOR_UC is not a DOR use code: '${dor}'`);
  const dor2 = dor.padStart(3, '0').slice(1);
  const local = text(r, 'PA_UC') ?? '';
  const code = /^\d{4}$/.test(local) && local.startsWith(dor2) ? local : /^\d{2}$/.test(local) ? `${dor2}${local}` : `${dor2}00`;
  return USE_CODE_BY_CODE.has(code) ? code : `${dor2}00`;
}

export function readNal(r: CsvRecord, year: number): NalParcel {
  const parcelId = required(r, 'PARCEL_ID');
  if (!/^[0-9A-Z.-]{1,26}$/i.test(parcelId)) throw new RowError(`PARCEL_ID is not a parcel id: '${parcelId}'`);
  const rowYear = whole(r, 'ASMNT_YR', { required: true });
  if (rowYear !== year) throw new RowError(`ASMNT_YR ${rowYear} is not the roll year ${year}`);
  const orange = /^\d{15}$/.test(parcelId);
  const just = whole(r, 'JV', { required: true, min: 0 });
  const land = whole(r, 'LND_VAL', { min: 0 });
  const feature = whole(r, 'SPEC_FEAT_VAL', { min: 0 });
  const schoolAssessed = whole(r, 'AV_SD', { required: true, min: 0 });
  const nonschoolAssessed = whole(r, 'AV_NSD', { required: true, min: 0 });
  const schoolTaxable = whole(r, 'TV_SD', { required: true, min: 0 });
  const nonschoolTaxable = whole(r, 'TV_NSD', { required: true, min: 0 });
  if (schoolTaxable > schoolAssessed) throw new RowError(`TV_SD ${schoolTaxable} is more than AV_SD ${schoolAssessed}`);
  if (nonschoolTaxable > nonschoolAssessed) throw new RowError(`TV_NSD ${nonschoolTaxable} is more than AV_NSD ${nonschoolAssessed}`);
  if (land + feature > just) throw new RowError(`LND_VAL and SPEC_FEAT_VAL add up to more than JV ${just}`);
  const section = survey(r, 'SEC', 1, 36);
  const township = survey(r, 'TWN', 1, 99);
  const range = survey(r, 'RNG', 1, 99);
  const use = useCode(r);
  const ownerName = required(r, 'OWN_NAME');

  const exemptionAmounts = new Map<string, number>();
  const others: [string, number][] = [];
  for (let n = 1; n <= 82; n++) {
    const column = `EXMPT_${String(n).padStart(2, '0')}`;
    const amount = whole(r, column, { min: 0 });
    if (amount === 0) continue;
    const known = BY_COLUMN.get(column);
    if (known) exemptionAmounts.set(known.code, amount);
    else others.push([column, amount]);
  }
  const homestead = exemptionAmounts.has('HX') || whole(r, 'JV_HMSTD') > 0;
  // The file gives one amount per exemption; the school and non-school parts follow from the
  // totals (assessed minus taxable) in the order the exemptions apply.
  let schoolLeft = schoolAssessed - schoolTaxable;
  let nonschoolLeft = nonschoolAssessed - nonschoolTaxable;
  const exemptions: Row[] = [];
  const take = (code: string, description: string, amount: number, schoolToo: boolean): void => {
    const school = schoolToo ? Math.min(amount, schoolLeft) : 0;
    const nonschool = Math.min(amount, nonschoolLeft);
    schoolLeft -= school;
    nonschoolLeft -= nonschool;
    exemptions.push([parcelId, year, code, description, school, nonschool]);
  };
  for (const code of ORDER) {
    const amount = exemptionAmounts.get(code);
    const known = EXEMPTION_CODES.find((e) => e.code === code);
    if (amount !== undefined && known) take(code, known.description, amount, !NON_SCHOOL_ONLY.has(code));
  }
  for (const [column, amount] of others) take(column, `DOR exemption ${column.slice(6)}`, amount, true);

  const classUse = whole(r, 'JV_CLASS_USE');
  const agSavings = classUse > 0 ? classUse - whole(r, 'AV_CLASS_USE') : 0;
  const value: Row = [
    parcelId, year, just, land, just - land - feature, feature, schoolAssessed, nonschoolAssessed,
    schoolAssessed - schoolTaxable, nonschoolAssessed - nonschoolTaxable, schoolTaxable, nonschoolTaxable,
    homestead ? just - schoolAssessed : 0, homestead || agSavings > 0 ? 0 : schoolAssessed - nonschoolAssessed, agSavings,
    homestead ? 1 : 0,
  ];

  const line1 = text(r, 'PHY_ADDR1');
  const line2 = text(r, 'PHY_ADDR2');
  const parts = splitAddress(line1);
  const subdivisionCode = orange ? parcelId.slice(6, 10) : '';
  const legal = text(r, 'S_LEGAL');
  const subdivisionName = subdivisionFromLegal(legal, subdivisionCode);
  const state = text(r, 'OWN_STATE');
  const foreign = text(r, 'OWN_STATE_DOM') === 'FC' || (state !== null && state.length > 2);
  const sqft = whole(r, 'LND_SQFOOT', { min: 0 });
  const parcel: Row = [
    parcelId, orange ? storedToDisplay(parcelId) : parcelId, parts.number, parts.direction, parts.street, parts.suffix,
    parts.postDirection, unitOf(line2), line1 && line2 ? `${line1} ${line2}` : line1, text(r, 'PHY_CITY'), zip(r, 'PHY_ZIPCD'),
    text(r, 'TAX_AUTH_CD') ?? '', null, null, section, township, range, subdivisionCode, subdivisionName,
    orange ? parcelId.slice(10, 12) : '', orange ? parcelId.slice(12) : '', legal, use, text(r, 'NBRHD_CD'),
    Math.round((sqft / 43_560) * 10_000) / 10_000, sqft, homestead ? 1 : 0, null, ownerName, text(r, 'OWN_ADDR1'),
    text(r, 'OWN_ADDR2'), text(r, 'OWN_CITY'), foreign ? null : state, zip(r, 'OWN_ZIPCD'), foreign ? state : null,
    searchKey(ownerName), parts.street !== null ? streetKey(parts.street, parts.suffix) : null,
    subdivisionName ? searchKey(subdivisionName) : null,
  ];
  const owners: Row[] = ownerName.split(OWNER_SEPARATOR).map((name, i) => {
    const key = searchKey(name);
    return [parcelId, i + 1, name.trim(), key, isOrganization(name) ? key : reversedNameKey(name), null];
  });
  const sales: IncomingSale[] = [];
  for (const n of ['1', '2']) {
    if (text(r, `SALE_YR${n}`) === null) continue;
    sales.push(readSale(r, parcelId, n));
  }
  return { parcelId, parcel, owners, value, exemptions, sales };
}
