// How the OpenAPI document marks the routes that keep the office's live contract
// (../shared/domain/OFFICE-API.md, decision 32): a tag of their own, and a description naming the
// office's fields, so a county can see at a glance which routes existing programs rely on.

export const OFFICE_TAG = 'Office-compatible';

export function officeDescription(fields: readonly string[]): string {
  return `Office-compatible: same path, parameter names (any letter case) and field names as the office's public API. Office fields: ${fields.join(', ')}. Other fields are this project's own; clients ignore them.`;
}

/** The office's field names of each answer (OFFICE-API.md), for the descriptions. */
export const OFFICE_FIELDS = {
  search: ['ownerName', 'propertyAddress', 'isHomestead', 'parcelId', 'totalCount'],
  generalInfo: [
    'taxYear',
    'prcTaxYear',
    'trimYear',
    'showFlag',
    'parcelId',
    'ownerName',
    'propertyName',
    'propertyAddress',
    'mailAddress',
    'mailCity',
    'mailState',
    'mailZip',
    'country',
    'propertyCity',
    'propertyState',
    'propertyZip',
    'dorCode',
    'dorDescription',
    'cityDescription',
    'streetNumber',
    'streetName',
    'instNum',
  ],
  legal: ['propertyDescription'],
  sales: ['saleDate', 'saleAmt', 'instrNum', 'book', 'page', 'seller', 'buyer', 'deedDesc', 'vacImpCode', 'totalCount'],
  totalTaxes: ['parcelId', 'taxYear', 'totalMillageRate', 'adValoremTaxes', 'nonAdValoremTaxes', 'grossTaxes', 'nonExemptTaxes'],
  certifiedTaxes: ['parcelId', 'taxYear', 'taxingAuthority', 'assessedValue', 'exemption', 'taxValue', 'millageRate', 'isHomestead', 'taxes', 'taxType'],
  nonAdValorem: ['parcelId', 'description', 'rate', 'assessment', 'levyingAuthority'],
  values: [
    'parcelId',
    'taxYear',
    'landValue',
    'buildingValue',
    'featuresValue',
    'marketValue',
    'assessedValue',
    'isCertified',
    'isHomestead',
    'originalHx',
    'additionalHx',
    'otherExemptions',
    'sohCap',
    'hasBenefits',
  ],
  buildings: ['beds', 'baths', 'floors', 'grossArea', 'livingArea', 'extWall', 'dateBuilt', 'estNewCost', 'bldgValue', 'bldgDorCode', 'units'],
  land: ['landDorCode', 'zoning', 'landQty', 'landQtyCode', 'unitPrice', 'landValue'],
  xfob: ['description', 'units', 'value'],
  location: ['community.parcelId', 'community.communityName', 'community.isGated', 'community.isMandatory', 'community.householdsCount'],
} as const;
