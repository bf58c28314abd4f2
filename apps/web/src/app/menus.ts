// The header's dropdown menus (specification, section 2): every link goes to a route of the site.
// Labels are message keys (src/i18n/messages), drawn in the page's language by the header.

import type { Menu } from '../components/header.tsx';

export const MENUS: Menu[] = [
  {
    label: 'menu.aboutUs',
    links: [
      { label: 'menu.meetPA', to: '/content/meetPA' },
      { label: 'menu.mission', to: '/content/mission' },
      { label: 'menu.aboutOffice', to: '/faqcontent/aboutocpa' },
      { label: 'menu.budget', to: '/faqcontent/budget' },
      { label: 'menu.departments', to: '/faqcontent/departments' },
      { label: 'menu.contactUs', to: '/faqcontent/contact_us' },
      { label: 'menu.numbers', to: '/faqcontent/freq_req_numbers' },
      { label: 'menu.directions', to: '/content/ofc_directions' },
      { label: 'menu.satellite', to: '/content/SatelliteOffices' },
      { label: 'menu.billOfRights', to: '/content/BillOfRights' },
      { label: 'menu.employment', to: '/employment' },
      { label: 'menu.procurement', to: '/procurement' },
      { label: 'menu.testimonials', to: '/testimonials' },
    ],
  },
  {
    label: 'menu.knowledgeBase',
    links: [
      { label: 'menu.faq', to: '/faqcontent/FAQ' },
      { label: 'menu.homestead', to: '/homestead' },
      { label: 'menu.soh', to: '/faqcontent/SOH' },
      { label: 'menu.trim', to: '/faqcontent/Trim_Info' },
      { label: 'menu.appeals', to: '/appeals' },
      { label: 'menu.importantDates', to: '/faqcontent/ImportantDates' },
      { label: 'menu.taxRoll', to: '/faqcontent/Taxroll_Info' },
      { label: 'menu.taxReform', to: '/faqcontent/Tax_Reform' },
      { label: 'menu.agClass', to: '/faqcontent/AGClass' },
      { label: 'menu.mobileHomes', to: '/faqcontent/MobileHome' },
      { label: 'menu.residential', to: '/residential' },
      { label: 'menu.commercial', to: '/commercial' },
      { label: 'menu.industrial', to: '/industrial' },
      { label: 'menu.government', to: '/government' },
      { label: 'menu.tpp', to: '/tpp' },
      { label: 'menu.taxEstimator', to: '/tools/tax-estimator' },
      { label: 'menu.portability', to: '/tools/portability' },
      { label: 'menu.codeTables', to: '/codetables' },
      { label: 'menu.mapSearch', to: '/map' },
      { label: 'menu.maps', to: '/faqcontent/Maps' },
      { label: 'menu.products', to: '/faqcontent/Products' },
      { label: 'menu.downloads', to: '/download' },
      { label: 'menu.statistics', to: '/statistics' },
      { label: 'menu.otherSites', to: '/faqcontent/OtherSites' },
      { label: 'menu.techHelp', to: '/abouttechhelp' },
    ],
  },
  {
    label: 'menu.forms',
    links: [
      { label: 'menu.allForms', to: '/faqcontent/forms' },
      { label: 'menu.fileHomestead', to: '/homestead' },
      { label: 'menu.tppInstructions', to: '/tpp-instructions' },
      { label: 'menu.incomeSurvey', to: '/income-survey' },
      { label: 'menu.reportFraud', to: '/report-fraud' },
      { label: 'menu.reportOnline', to: '/report-online' },
      { label: 'menu.websiteFeedback', to: '/ocpaFeedback' },
    ],
  },
];
