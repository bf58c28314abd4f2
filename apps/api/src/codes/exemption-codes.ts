// Exemption codes shown on the property cards, with the DOR NAL column (EXMPT_nn) that carries each
// one's amount in the statewide file. Amounts and rules are in roll-rules/figures.ts.

export interface ExemptionCode {
  code: string;
  description: string;
  /** NAL column that carries this exemption's amount; null when the NAL has none (tangible). */
  nalColumn: string | null;
}

export const EXEMPTION_CODES: readonly ExemptionCode[] = [
  { code: 'HX', description: 'Homestead exemption (first $25,000, all levies)', nalColumn: 'EXMPT_01' },
  { code: 'HXA', description: 'Additional homestead exemption (non-school levies)', nalColumn: 'EXMPT_02' },
  { code: 'SR', description: 'Senior exemption (65 and older, limited income)', nalColumn: 'EXMPT_03' },
  { code: 'TV', description: 'Totally and permanently disabled veteran', nalColumn: 'EXMPT_05' },
  { code: 'CH', description: 'Religious, charitable, literary or scientific use', nalColumn: 'EXMPT_09' },
  { code: 'GV', description: 'Governmental property', nalColumn: 'EXMPT_20' },
  { code: 'BL', description: 'Blind exemption', nalColumn: 'EXMPT_31' },
  { code: 'WD', description: 'Widow or widower exemption', nalColumn: 'EXMPT_33' },
  { code: 'DI', description: 'Disability exemption', nalColumn: 'EXMPT_34' },
  { code: 'DV', description: 'Disabled veteran, 10% or more service-connected', nalColumn: 'EXMPT_35' },
  { code: 'TPP', description: 'Tangible personal property exemption ($25,000 per return)', nalColumn: null },
];

export const EXEMPTION_BY_CODE: ReadonlyMap<string, ExemptionCode> = new Map(EXEMPTION_CODES.map((e) => [e.code, e]));
