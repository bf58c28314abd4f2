import { DEED_TYPES } from '../codes/deed-types.ts';
import { EXEMPTION_CODES } from '../codes/exemption-codes.ts';
import { JURISDICTIONS, zipCodesOf } from '../codes/jurisdictions.ts';
import { SALE_QUALIFICATION_CODES } from '../codes/sale-qualification-codes.ts';
import { TAX_YEARS, TAXING_AUTHORITIES, leviesOf, proposedRates } from '../codes/taxing-authorities.ts';
import { USE_CODES } from '../codes/use-codes.ts';
import type { CountyTable, Row } from './columns.ts';

/** Rows of every code table (use codes ... millage), for the generator and the importer alike. */
export function codeTableRows(): [CountyTable, Row[]][] {
  return [
    ['use_codes', USE_CODES.map((u) => [u.code, u.dorCode, u.description, u.group])],
    ['exemption_codes', EXEMPTION_CODES.map((e) => [e.code, e.description])],
    ['deed_types', DEED_TYPES.map(([code, description]) => [code, description])],
    ['sale_qualification_codes', SALE_QUALIFICATION_CODES.map(([code, description, qualified]) => [code, description, qualified ? 1 : 0])],
    ['jurisdictions', JURISDICTIONS.map((j) => [j.code, j.name, zipCodesOf(j.code)])],
    ['taxing_authorities', TAXING_AUTHORITIES.map((t) => [t.code, t.name, t.school ? 1 : 0, t.kind])],
    ['levies', JURISDICTIONS.flatMap((j) => leviesOf(j.code).map((a) => [j.code, a]))],
    ['millage', TAX_YEARS.flatMap((year, i) => TAXING_AUTHORITIES.map((t) => [year, t.code, t.millage[i] ?? 0]))],
    ['millage_proposals', TAX_YEARS.flatMap((year) => TAXING_AUTHORITIES.map((t) => [year, t.code, ...proposedRates(t, year)]))],
  ];
}
