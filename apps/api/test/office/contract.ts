// The office's live API contract as data the tests check every answer against: each route with the
// parameters a client sends and each listed field with the type the office answers it in.
// contract.test.ts checks that every route and field of office-api-fields.json (the office's own
// list, kept in the repository) is here.

export type FieldType =
  | 'string'
  | 'string?' // string or null
  | 'number'
  | 'number?'
  | 'boolean'
  | 'TrueFalse' // "True" / "False"
  | 'YesNo' // "Yes" / "No"
  | 'timestamp' // 2004-06-09T00:00:00
  | 'parcelId' // 15 digits, stored order
  | 'dorCode' // 4 digits
  | 'zip?'; // 12345 or 12345-6789, or null

export interface RouteContract {
  path: string;
  /** The query a client sends, given the parcel and a recorded document of it. */
  query: (p: Probe) => Record<string, string | number>;
  shape: 'array' | 'object';
  /** For an object whose office fields sit under one key (PRCLocation: community). */
  under?: string;
  fields: Record<string, FieldType>;
}

export interface Probe {
  pid: string;
  address: string;
  owner: string;
  instrument: string;
  book: string;
  page: string;
}

const searchRow: Record<string, FieldType> = {
  ownerName: 'string',
  propertyAddress: 'string',
  isHomestead: 'TrueFalse',
  parcelId: 'parcelId',
  totalCount: 'number',
};
const building: Record<string, FieldType> = {
  beds: 'number',
  baths: 'number',
  floors: 'number',
  grossArea: 'number',
  livingArea: 'number',
  extWall: 'string?',
  dateBuilt: 'timestamp',
  estNewCost: 'number',
  bldgValue: 'number',
  bldgDorCode: 'dorCode',
  units: 'number',
};
const land: Record<string, FieldType> = {
  landDorCode: 'string',
  zoning: 'string?',
  landQty: 'number',
  landQtyCode: 'string',
  unitPrice: 'number',
  landValue: 'number',
};

export const CONTRACT: RouteContract[] = [
  {
    path: 'QuickSearch/GetSearchInfoByAddress',
    query: (p) => ({ address: p.address, page: 1, size: 10, sortBy: 'Address', sortDir: 'ASC' }),
    shape: 'array',
    fields: searchRow,
  },
  {
    path: 'QuickSearch/GetSearchInfoByOwnerName',
    query: (p) => ({ ownerName: p.owner, page: 1, size: 10, sortBy: 'OwnerName', sortDir: 'DESC' }),
    shape: 'array',
    fields: searchRow,
  },
  { path: 'QuickSearch/GetSearchInfoByParcel', query: (p) => ({ pid: p.pid }), shape: 'array', fields: searchRow },
  { path: 'QuickSearch/GetSearchInfoByInstrumentNumber', query: (p) => ({ instNum: p.instrument }), shape: 'array', fields: searchRow },
  { path: 'QuickSearch/GetSearchInfoByBookPage', query: (p) => ({ book: p.book, page: p.page }), shape: 'array', fields: searchRow },
  {
    path: 'PRC/GetPRCGeneralInfo',
    query: (p) => ({ pid: p.pid }),
    shape: 'object',
    fields: {
      taxYear: 'number',
      prcTaxYear: 'number',
      trimYear: 'number',
      showFlag: 'boolean',
      parcelId: 'parcelId',
      ownerName: 'string',
      propertyName: 'string?',
      propertyAddress: 'string?',
      mailAddress: 'string?',
      mailCity: 'string?',
      mailState: 'string?',
      mailZip: 'zip?',
      country: 'string?',
      propertyCity: 'string?',
      propertyState: 'string',
      propertyZip: 'zip?',
      dorCode: 'dorCode',
      dorDescription: 'string',
      cityDescription: 'string',
      streetNumber: 'number?',
      streetName: 'string?',
      instNum: 'string?',
    },
  },
  { path: 'PRC/GetPRCPropFeatLegal', query: (p) => ({ pid: p.pid }), shape: 'object', fields: { propertyDescription: 'string?' } },
  {
    path: 'PRC/GetPRCSales',
    query: (p) => ({ pid: p.pid }),
    shape: 'array',
    fields: {
      saleDate: 'timestamp',
      saleAmt: 'number',
      instrNum: 'string',
      book: 'string?',
      page: 'string?',
      seller: 'string',
      buyer: 'string',
      deedDesc: 'string',
      vacImpCode: 'string',
      totalCount: 'number',
    },
  },
  {
    path: 'PRC/GetPRCTotalTaxes',
    query: (p) => ({ PID: p.pid, TaxYear: 0 }),
    shape: 'object',
    fields: {
      parcelId: 'parcelId',
      taxYear: 'number',
      totalMillageRate: 'number',
      adValoremTaxes: 'number',
      nonAdValoremTaxes: 'number',
      grossTaxes: 'number',
      nonExemptTaxes: 'number',
    },
  },
  {
    path: 'PRC/GetPRCCertifiedTaxes',
    query: (p) => ({ PID: p.pid, TaxYear: 0 }),
    shape: 'array',
    fields: {
      parcelId: 'parcelId',
      taxYear: 'number',
      taxingAuthority: 'string',
      assessedValue: 'number',
      exemption: 'number',
      taxValue: 'number',
      millageRate: 'number',
      isHomestead: 'TrueFalse',
      taxes: 'number',
      taxType: 'string',
    },
  },
  {
    path: 'PRC/GetPRCNonAdValorem',
    query: (p) => ({ PID: p.pid, TaxYear: 0 }),
    shape: 'array',
    fields: { parcelId: 'parcelId', description: 'string', rate: 'number', assessment: 'number', levyingAuthority: 'string' },
  },
  {
    path: 'PRC/GetPRCPropertyValues',
    query: (p) => ({ PID: p.pid, TaxYear: 0, ShowAllFlag: 1 }),
    shape: 'array',
    fields: {
      parcelId: 'parcelId',
      taxYear: 'number',
      landValue: 'number',
      buildingValue: 'number',
      featuresValue: 'number',
      marketValue: 'number',
      assessedValue: 'number',
      isCertified: 'boolean',
      isHomestead: 'TrueFalse',
      originalHx: 'number',
      additionalHx: 'number',
      otherExemptions: 'number',
      sohCap: 'number',
      hasBenefits: 'boolean',
    },
  },
  { path: 'PRC/GetPRCPropFeatBldg', query: (p) => ({ pid: p.pid, page: 1, size: 10 }), shape: 'array', fields: building },
  { path: 'PRC/GetPRCPropFeatBldgSubareas', query: (p) => ({ pid: p.pid, page: 1, size: 10 }), shape: 'array', fields: building },
  { path: 'PRC/GetPRCPropFeatLand', query: (p) => ({ pid: p.pid }), shape: 'array', fields: land },
  { path: 'PRC/GetPRCPropFeatLandArea', query: (p) => ({ pid: p.pid }), shape: 'array', fields: land },
  { path: 'PRC/GetPRCPropFeatXfob', query: (p) => ({ pid: p.pid }), shape: 'array', fields: { description: 'string', units: 'number', value: 'number' } },
  { path: 'PRC/GetPRCStats', query: (p) => ({ PID: p.pid }), shape: 'object', fields: { parcelId: 'parcelId' } },
  {
    path: 'PRCLocation/GetPRCLocationInfo',
    query: (p) => ({ pid: p.pid }),
    shape: 'object',
    under: 'community',
    fields: { parcelId: 'parcelId', communityName: 'string', isGated: 'YesNo', isMandatory: 'TrueFalse', householdsCount: 'number' },
  },
  { path: 'Parcel/GetSystemRefreshDate', query: () => ({}), shape: 'object', fields: {} },
];

/** Why a value does not have the office's type, or null when it does. */
export function typeProblem(value: unknown, type: FieldType): string | null {
  const ok = (() => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'string?':
        return value === null || typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'number?':
        return value === null || (typeof value === 'number' && Number.isFinite(value));
      case 'boolean':
        return typeof value === 'boolean';
      case 'TrueFalse':
        return value === 'True' || value === 'False';
      case 'YesNo':
        return value === 'Yes' || value === 'No';
      case 'timestamp':
        return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value);
      case 'parcelId':
        return typeof value === 'string' && /^\d{15}$/.test(value);
      case 'dorCode':
        return typeof value === 'string' && /^\d{4}$/.test(value);
      case 'zip?':
        return value === null || (typeof value === 'string' && /^\d{5}(-?\d{4})?$/.test(value));
    }
  })();
  return ok ? null : `${JSON.stringify(value)} is not ${type}`;
}
