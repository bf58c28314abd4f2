// Column layouts of the Florida Department of Revenue's statewide roll files, in file order: NAL
// (real property, one row per parcel), SDF (one row per sale) and NAP (tangible personal property,
// one row per account). The importer checks a file's header against the columns it needs.

const sale = (n: 1 | 2): string[] =>
  ['MULTI_PAR_SAL', 'QUAL_CD', 'VI_CD', 'SALE_PRC', 'SALE_YR', 'SALE_MO', 'OR_BOOK', 'OR_PAGE', 'CLERK_NO', 'SAL_CHNG_CD'].map((c) => `${c}${n}`);

const exemptions = [...Array.from({ length: 46 }, (_, i) => `EXMPT_${String(i + 1).padStart(2, '0')}`), 'EXMPT_80', 'EXMPT_81', 'EXMPT_82'];

export const NAL_COLUMNS: readonly string[] = [
  'CO_NO', 'PARCEL_ID', 'FILE_T', 'ASMNT_YR', 'BAS_STRT', 'ATV_STRT', 'GRP_NO', 'DOR_UC', 'PA_UC', 'SPASS_CD',
  'JV', 'JV_CHNG', 'JV_CHNG_CD', 'AV_SD', 'AV_NSD', 'TV_SD', 'TV_NSD', 'JV_HMSTD', 'AV_HMSTD',
  'JV_NON_HMSTD_RESD', 'AV_NON_HMSTD_RESD', 'JV_RESD_NON_RESD', 'AV_RESD_NON_RESD', 'JV_CLASS_USE', 'AV_CLASS_USE',
  'JV_H2O_RECHRGE', 'AV_H2O_RECHRGE', 'JV_CONSRV_LND', 'AV_CONSRV_LND', 'JV_HIST_COM_PROP', 'AV_HIST_COM_PROP',
  'JV_HIST_SIGNF', 'AV_HIST_SIGNF', 'JV_WRKNG_WTRFNT', 'AV_WRKNG_WTRFNT', 'NCONST_VAL', 'DEL_VAL', 'PAR_SPLT',
  'DISTR_CD', 'DISTR_YR', 'LND_VAL', 'LND_UNTS_CD', 'NO_LND_UNTS', 'LND_SQFOOT', 'DT_LAST_INSPT', 'IMP_QUAL',
  'CONST_CLASS', 'EFF_YR_BLT', 'ACT_YR_BLT', 'TOT_LVG_AREA', 'NO_BULDNG', 'NO_RES_UNTS', 'SPEC_FEAT_VAL',
  ...sale(1), ...sale(2),
  'OWN_NAME', 'OWN_ADDR1', 'OWN_ADDR2', 'OWN_CITY', 'OWN_STATE', 'OWN_ZIPCD', 'OWN_STATE_DOM', 'FIDU_NAME',
  'FIDU_ADDR1', 'FIDU_ADDR2', 'FIDU_CITY', 'FIDU_STATE', 'FIDU_ZIPCD', 'FIDU_CD', 'S_LEGAL', 'APP_STAT',
  'CO_APP_STAT', 'MKT_AR', 'NBRHD_CD', 'PUBLIC_LND', 'TAX_AUTH_CD', 'TWN', 'RNG', 'SEC', 'CENSUS_BK', 'PHY_ADDR1',
  'PHY_ADDR2', 'PHY_CITY', 'PHY_ZIPCD', 'ALT_KEY', 'ASS_TRNSFR_FG', 'PREV_HMSTD_OWN', 'ASS_DIF_TRNS', 'CONO_PRV_HM',
  'PARCEL_ID_PRV_HMSTD', 'YR_VAL_TRNSF', ...exemptions, 'SEQ_NO', 'RS_ID', 'MP_ID', 'STATE_PAR_ID', 'SPC_CIR_CD',
  'SPC_CIR_YR', 'SPC_CIR_TXT',
];

export const SDF_COLUMNS: readonly string[] = [
  'CO_NO', 'PARCEL_ID', 'ASMNT_YR', 'ATV_STRT', 'GRP_NO', 'DOR_UC', 'NBRHD_CD', 'MKT_AR', 'CENSUS_BK', 'SALE_ID_CD',
  'SAL_CHG_CD', 'VI_CD', 'OR_BOOK', 'OR_PAGE', 'CLERK_NO', 'QUAL_CD', 'SALE_YR', 'SALE_MO', 'SALE_PRC',
  'MULTI_PAR_SAL', 'RS_ID', 'MP_ID', 'STATE_PARCEL_ID',
];

export const NAP_COLUMNS: readonly string[] = [
  'CO_NO', 'ACCT_ID', 'FILE_T', 'ASMNT_YR', 'TAX_AUTH_CD', 'NAICS_CD', 'JV_F_F_E', 'JV_LESE_IMP', 'JV_TOTAL',
  'AV_TOTAL', 'EXMPT_VAL', 'TAX_VAL', 'PEN_RATE', 'OWN_NAM', 'OWN_ADDR', 'OWN_CITY', 'OWN_STATE', 'OWN_ZIPCD',
  'PHY_ADDR', 'PHY_CITY', 'PHY_ZIPCD', 'ALT_KEY', 'EXMPT',
];

/** Columns the importer reads; a file whose header lacks one of them is refused. */
export const NAL_REQUIRED = [
  'PARCEL_ID', 'ASMNT_YR', 'DOR_UC', 'JV', 'AV_SD', 'AV_NSD', 'TV_SD', 'TV_NSD', 'LND_VAL', 'OWN_NAME',
  'PHY_ADDR1', 'PHY_CITY', 'PHY_ZIPCD', 'TWN', 'RNG', 'SEC',
] as const;
export const SDF_REQUIRED = ['PARCEL_ID', 'QUAL_CD', 'SALE_YR', 'SALE_MO', 'SALE_PRC', 'VI_CD'] as const;
export const NAP_REQUIRED = ['ACCT_ID', 'ASMNT_YR', 'NAICS_CD', 'JV_TOTAL', 'AV_TOTAL', 'EXMPT_VAL', 'TAX_VAL', 'OWN_NAM'] as const;

/** Orange County's number in DOR's county list (alphabetical, Alachua = 11). */
export const ORANGE_COUNTY_NUMBER = '58';

/** DOR file name: NAL58F202601.csv (county, P preliminary or F final, year, submission). */
export function dorFileName(kind: 'NAL' | 'SDF' | 'NAP', year: number, county = ORANGE_COUNTY_NUMBER): string {
  return `${kind}${county}F${year}01.csv`;
}
