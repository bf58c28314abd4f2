import { searchKey } from '@county/shared';
import { INDUSTRIES } from '../../codes/naics.ts';
import type { Row } from '../columns.ts';
import { RowError, decimal, required, text, whole, zip } from './fields.ts';
import type { CsvRecord } from './read.ts';

// One NAP row: a tangible account and its values for the roll year. The file names the owner but
// not a trade name, so a new account's business name is its owner's; ALT_KEY, when it holds a
// parcel on the roll, ties the account to that parcel.

export interface NapAccount {
  account: string;
  /** Parcel named in ALT_KEY, to be checked against the roll. */
  altKey: string | null;
  row: Row;
  value: Row;
}

const NAICS_TITLE = new Map(INDUSTRIES.map((i) => [i.code, i.title]));

export function readNap(r: CsvRecord, year: number): NapAccount {
  const account = required(r, 'ACCT_ID');
  const rowYear = whole(r, 'ASMNT_YR', { required: true });
  if (rowYear !== year) throw new RowError(`ASMNT_YR ${rowYear} is not the roll year ${year}`);
  const naics = required(r, 'NAICS_CD');
  if (!/^\d{2,6}$/.test(naics)) throw new RowError(`NAICS_CD is not a NAICS code: '${naics}'`);
  const just = whole(r, 'JV_TOTAL', { required: true, min: 0 });
  const assessed = whole(r, 'AV_TOTAL', { required: true, min: 0 });
  const exemption = whole(r, 'EXMPT_VAL', { required: true, min: 0 });
  const taxable = whole(r, 'TAX_VAL', { required: true, min: 0 });
  if (taxable > assessed) throw new RowError(`TAX_VAL ${taxable} is more than AV_TOTAL ${assessed}`);
  const penalty = decimal(r, 'PEN_RATE');
  const owner = required(r, 'OWN_NAM');
  const row: Row = [
    account, owner, searchKey(owner), naics, NAICS_TITLE.get(naics) ?? `NAICS ${naics}`, null, text(r, 'PHY_ADDR'),
    text(r, 'PHY_CITY'), zip(r, 'PHY_ZIPCD'), text(r, 'TAX_AUTH_CD') ?? '', owner, text(r, 'OWN_ADDR'), null,
    text(r, 'OWN_CITY'), text(r, 'OWN_STATE'), zip(r, 'OWN_ZIPCD'), penalty >= 25 ? 'Not Filed' : 'Filed',
  ];
  const value: Row = [account, year, whole(r, 'JV_F_F_E', { min: 0 }), whole(r, 'JV_LESE_IMP', { min: 0 }), just, assessed, exemption, taxable, penalty];
  return { account, altKey: text(r, 'ALT_KEY'), row, value };
}
