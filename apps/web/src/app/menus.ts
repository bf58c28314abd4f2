// The header's dropdown menus (specification, section 2): every link goes to a route of the site.

export interface MenuLink {
  label: string;
  to: string;
}

export interface Menu {
  label: string;
  links: MenuLink[];
}

export const MENUS: Menu[] = [
  {
    label: 'About Us',
    links: [
      { label: 'Meet the Property Appraiser', to: '/content/meetPA' },
      { label: 'Our Mission', to: '/content/mission' },
      { label: 'About the Office', to: '/faqcontent/aboutocpa' },
      { label: 'Budget', to: '/faqcontent/budget' },
      { label: 'Departments', to: '/faqcontent/departments' },
      { label: 'Contact Us', to: '/faqcontent/contact_us' },
      { label: 'Frequently Requested Numbers', to: '/faqcontent/freq_req_numbers' },
      { label: 'Office Directions', to: '/content/ofc_directions' },
      { label: 'Satellite Offices', to: '/content/SatelliteOffices' },
      { label: 'Taxpayer Bill of Rights', to: '/content/BillOfRights' },
      { label: 'Employment', to: '/employment' },
      { label: 'Procurement', to: '/procurement' },
      { label: 'Testimonials', to: '/testimonials' },
    ],
  },
  {
    label: 'Knowledge Base',
    links: [
      { label: 'Frequently Asked Questions', to: '/faqcontent/FAQ' },
      { label: 'Homestead Exemption', to: '/homestead' },
      { label: 'Save Our Homes', to: '/faqcontent/SOH' },
      { label: 'TRIM Notices', to: '/faqcontent/Trim_Info' },
      { label: 'Appeals (Value Adjustment Board)', to: '/appeals' },
      { label: 'Important Dates', to: '/faqcontent/ImportantDates' },
      { label: 'Tax Roll Information', to: '/faqcontent/Taxroll_Info' },
      { label: 'Tax Reform', to: '/faqcontent/Tax_Reform' },
      { label: 'Agricultural Classification', to: '/faqcontent/AGClass' },
      { label: 'Mobile Homes', to: '/faqcontent/MobileHome' },
      { label: 'Residential Property', to: '/residential' },
      { label: 'Commercial Property', to: '/commercial' },
      { label: 'Industrial Property', to: '/industrial' },
      { label: 'Government Property', to: '/government' },
      { label: 'Tangible Personal Property', to: '/tpp' },
      { label: 'Tax Estimator', to: '/tools/tax-estimator' },
      { label: 'Portability Estimator', to: '/tools/portability' },
      { label: 'Code Tables', to: '/codetables' },
      { label: 'Maps', to: '/faqcontent/Maps' },
      { label: 'Products', to: '/faqcontent/Products' },
      { label: 'Data Downloads', to: '/download' },
      { label: 'Other Sites', to: '/faqcontent/OtherSites' },
      { label: 'Technical Help', to: '/abouttechhelp' },
    ],
  },
  {
    label: 'Forms',
    links: [
      { label: 'All Forms', to: '/faqcontent/forms' },
      { label: 'File for Homestead', to: '/homestead' },
      { label: 'TPP Filing Instructions', to: '/tpp-instructions' },
      { label: 'Income Survey', to: '/income-survey' },
      { label: 'Report Homestead Fraud', to: '/report-fraud' },
      { label: 'Report Online', to: '/report-online' },
      { label: 'Website Feedback', to: '/ocpaFeedback' },
    ],
  },
];
