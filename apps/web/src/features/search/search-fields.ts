import type { FieldSpec } from './components/criteria-form.tsx';

// The fields of the sales and advanced forms; names are the API's parameters.

export const SALE_FIELD_NAMES: readonly string[] = ['fromDate', 'toDate', 'minPrice', 'maxPrice'];

const MONEY_HINT = 'For example $300,000';

export const SALES_FIELDS: FieldSpec[] = [
  { name: 'fromDate', label: 'Sold on or after', kind: 'date' },
  { name: 'toDate', label: 'Sold on or before', kind: 'date', after: 'fromDate' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'zip', label: 'ZIP code', kind: 'text' },
  { name: 'subdivision', label: 'Subdivision', kind: 'text' },
  { name: 'useCode', label: 'Property use', kind: 'usecode' },
  { name: 'minPrice', label: 'Lowest price ($)', kind: 'money', hint: MONEY_HINT },
  { name: 'maxPrice', label: 'Highest price ($)', kind: 'money', hint: MONEY_HINT, after: 'minPrice' },
  { name: 'qualifiedOnly', label: 'Qualified (arm’s-length) sales only', kind: 'checkbox' },
];

export const ADVANCED_FIELDS: FieldSpec[] = [
  { name: 'ownerName', label: 'Owner name', kind: 'text', hint: 'SMITH JOHN or John Smith' },
  { name: 'street', label: 'Street address', kind: 'text', hint: 'With or without the number: 123 N Orange Ave' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'zip', label: 'ZIP code', kind: 'text' },
  { name: 'useCode', label: 'Property use', kind: 'usecode' },
  { name: 'subdivision', label: 'Subdivision', kind: 'text' },
  { name: 'fromDate', label: 'Sold on or after', kind: 'date' },
  { name: 'toDate', label: 'Sold on or before', kind: 'date', after: 'fromDate' },
  { name: 'minPrice', label: 'Lowest sale price ($)', kind: 'money', hint: MONEY_HINT },
  { name: 'maxPrice', label: 'Highest sale price ($)', kind: 'money', hint: MONEY_HINT, after: 'minPrice' },
  { name: 'qualifiedOnly', label: 'Qualified sales only (with sale dates or prices)', kind: 'checkbox' },
  { name: 'minValue', label: 'Lowest just value ($)', kind: 'money', hint: MONEY_HINT },
  { name: 'maxValue', label: 'Highest just value ($)', kind: 'money', hint: MONEY_HINT, after: 'minValue' },
  { name: 'minYearBuilt', label: 'Built in or after', kind: 'number' },
  { name: 'maxYearBuilt', label: 'Built in or before', kind: 'number', after: 'minYearBuilt' },
  { name: 'minLivingArea', label: 'Smallest living area (sq ft)', kind: 'money' },
  { name: 'maxLivingArea', label: 'Largest living area (sq ft)', kind: 'money', after: 'minLivingArea' },
  {
    name: 'homestead',
    label: 'Homestead',
    kind: 'select',
    options: [
      { value: '', label: 'Either' },
      { value: 'yes', label: 'Homesteaded' },
      { value: 'no', label: 'Not homesteaded' },
    ],
  },
  { name: 'minAcres', label: 'Smallest acreage', kind: 'number' },
  { name: 'maxAcres', label: 'Largest acreage', kind: 'number', after: 'minAcres' },
];
