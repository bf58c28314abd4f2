import type { FieldSpec } from './components/criteria-form.tsx';

// The fields of the sales and advanced forms; names are the API's parameters, labels and hints
// are keys of the search catalog.

export const SALE_FIELD_NAMES: readonly string[] = ['fromDate', 'toDate', 'minPrice', 'maxPrice'];

const MONEY_HINT = 'search.hint.money';

export const SALES_FIELDS: FieldSpec[] = [
  { name: 'fromDate', label: 'search.field.fromDate', kind: 'date' },
  { name: 'toDate', label: 'search.field.toDate', kind: 'date', after: 'fromDate' },
  { name: 'city', label: 'search.field.city', kind: 'text' },
  { name: 'zip', label: 'search.field.zip', kind: 'text' },
  { name: 'subdivision', label: 'search.field.subdivision', kind: 'text' },
  { name: 'useCode', label: 'search.field.useCode', kind: 'usecode' },
  { name: 'minPrice', label: 'search.field.minPrice', kind: 'money', hint: MONEY_HINT },
  { name: 'maxPrice', label: 'search.field.maxPrice', kind: 'money', hint: MONEY_HINT, after: 'minPrice' },
  { name: 'qualifiedOnly', label: 'search.field.qualifiedOnly', kind: 'checkbox' },
];

export const ADVANCED_FIELDS: FieldSpec[] = [
  { name: 'ownerName', label: 'search.field.ownerName', kind: 'text', hint: 'search.hint.ownerName' },
  { name: 'street', label: 'search.field.street', kind: 'text', hint: 'search.hint.street' },
  { name: 'city', label: 'search.field.city', kind: 'text' },
  { name: 'zip', label: 'search.field.zip', kind: 'text' },
  { name: 'useCode', label: 'search.field.useCode', kind: 'usecode' },
  { name: 'subdivision', label: 'search.field.subdivision', kind: 'text' },
  { name: 'fromDate', label: 'search.field.fromDate', kind: 'date' },
  { name: 'toDate', label: 'search.field.toDate', kind: 'date', after: 'fromDate' },
  { name: 'minPrice', label: 'search.field.minSalePrice', kind: 'money', hint: MONEY_HINT },
  { name: 'maxPrice', label: 'search.field.maxSalePrice', kind: 'money', hint: MONEY_HINT, after: 'minPrice' },
  { name: 'qualifiedOnly', label: 'search.field.qualifiedSales', kind: 'checkbox' },
  { name: 'minValue', label: 'search.field.minValue', kind: 'money', hint: MONEY_HINT },
  { name: 'maxValue', label: 'search.field.maxValue', kind: 'money', hint: MONEY_HINT, after: 'minValue' },
  { name: 'minYearBuilt', label: 'search.field.minYearBuilt', kind: 'number' },
  { name: 'maxYearBuilt', label: 'search.field.maxYearBuilt', kind: 'number', after: 'minYearBuilt' },
  { name: 'minLivingArea', label: 'search.field.minLivingArea', kind: 'money', area: true },
  { name: 'maxLivingArea', label: 'search.field.maxLivingArea', kind: 'money', area: true, after: 'minLivingArea' },
  {
    name: 'homestead',
    label: 'search.field.homestead',
    kind: 'select',
    options: [
      { value: '', label: 'search.homestead.either' },
      { value: 'yes', label: 'search.homestead.yes' },
      { value: 'no', label: 'search.homestead.no' },
    ],
  },
  { name: 'minAcres', label: 'search.field.minAcres', kind: 'number' },
  { name: 'maxAcres', label: 'search.field.maxAcres', kind: 'number', after: 'minAcres' },
];
