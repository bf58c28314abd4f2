import { DOR_USE_CODES } from './dor-use-codes.ts';

// Orange-style 4-digit use codes: every DOR code with local subtype 00, plus the local subtypes the
// generator uses. The subtypes' wording is this project's (see docs/decisions/0010-county-data.md).

export interface UseCode {
  code: string;
  dorCode: string;
  description: string;
  group: string;
}

const SUBTYPES: readonly (readonly [code: string, description: string])[] = [
  ['0103', 'Single family - townhouse'],
  ['0104', 'Single family - lakefront'],
  ['0410', 'Condominium - timeshare'],
  ['0420', 'Condominium - commercial unit'],
  ['0900', 'Residential common area'],
  ['1003', 'Vacant commercial - with site improvements'],
  ['8600', 'County owned'],
];

function build(): UseCode[] {
  const byCode = new Map<string, UseCode>();
  for (const [dor, description, group] of DOR_USE_CODES) {
    byCode.set(`${dor}00`, { code: `${dor}00`, dorCode: dor, description, group });
  }
  for (const [code, description] of SUBTYPES) {
    const dorCode = code.slice(0, 2);
    const group = byCode.get(`${dorCode}00`)?.group ?? 'Miscellaneous';
    byCode.set(code, { code, dorCode, description, group });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export const USE_CODES: readonly UseCode[] = build();
export const USE_CODE_BY_CODE: ReadonlyMap<string, UseCode> = new Map(USE_CODES.map((u) => [u.code, u]));
