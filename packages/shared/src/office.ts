// The office's departments and contacts. The specification hides the real phone numbers, so these
// are placeholders in the fictional 555 exchange: a deployment replaces them with its own.

export interface Department {
  name: string;
  phone: string; // placeholder
  email: string; // placeholder
}

export const DEPARTMENTS: Department[] = [
  { name: 'Customer Service', phone: '407-555-0100', email: 'info@example-county.gov' },
  { name: 'Exemptions (Homestead)', phone: '407-555-0110', email: 'exemptions@example-county.gov' },
  { name: 'Residential Valuation', phone: '407-555-0120', email: 'residential@example-county.gov' },
  { name: 'Commercial Valuation', phone: '407-555-0130', email: 'commercial@example-county.gov' },
  { name: 'Tangible Personal Property', phone: '407-555-0140', email: 'tpp@example-county.gov' },
  { name: 'Agricultural Classification', phone: '407-555-0150', email: 'agriculture@example-county.gov' },
  { name: 'Mapping and Parcel Records', phone: '407-555-0160', email: 'mapping@example-county.gov' },
];

export const TPP_RETURN_EMAIL = 'tpp-returns@example-county.gov'; // placeholder

/** Other agencies residents often need (the assistant's 'External' answer and the footer). */
export const OTHER_AGENCIES = [
  { name: 'Tax Collector (tax bills and payments)', phone: '407-555-0200' },
  { name: 'Zoning Division', phone: '407-555-0210' },
  { name: 'City limits and annexation (Planning)', phone: '407-555-0220' },
  { name: 'Comptroller, Official Records (previous ownership, deeds)', phone: '407-555-0230' },
  { name: 'County Surveyor (survey information)', phone: '407-555-0240' },
] as const;
