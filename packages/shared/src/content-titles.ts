// Kept apart from routes.ts: only the content pages and the server need these titles, and the
// route table is part of the web app's first script (its budget: decision 0006).

/** Titles of the content pages, by pageID; the content files carry the same titles. */
export const CONTENT_TITLES: Record<string, string> = {
  meetPA: 'Meet the Property Appraiser',
  mission: 'Our Mission',
  ofc_directions: 'Office Directions',
  BillOfRights: 'Taxpayer Bill of Rights',
  SatelliteOffices: 'Satellite Offices',
  aboutocpa: 'About the Office',
  budget: 'Budget',
  departments: 'Departments',
  contact_us: 'Contact Us',
  freq_req_numbers: 'Frequently Requested Numbers',
  FAQ: 'Frequently Asked Questions',
  Taxroll_Info: 'Tax Roll Information',
  Tax_Reform: 'Tax Reform',
  OtherSites: 'Other Sites',
  SOH: 'Save Our Homes',
  AGClass: 'Agricultural Classification',
  MobileHome: 'Mobile Homes',
  Trim_Info: 'TRIM Notices',
  Products: 'Products',
  Maps: 'Maps',
  forms: 'Forms',
  ImportantDates: 'Important Dates',
  SiteNotice: 'Notice: Leaving Our Website',
};
