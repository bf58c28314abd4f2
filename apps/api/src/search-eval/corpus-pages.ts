import type { CorpusCase } from './corpus-case.ts';

// Corpus cases of the box's 'Pages' group (issue 33, part 5): what people type into the site's
// search when they want a page, not a parcel, in English and in Spanish, each with the pages that
// answer it (any of them among the first three counts). They do not depend on the roll.

const en = (q: string, ...pages: string[]): CorpusCase => ({ q, kind: 'pages', pages });
const es = (q: string, ...pages: string[]): CorpusCase => ({ q, kind: 'pages (es)', pages, lang: 'es' });

export function pageCases(): CorpusCase[] {
  return [
    en('homestead deadline', '/faqcontent/ImportantDates', '/homestead'),
    en('sales statistics', '/statistics'),
    en('important dates', '/faqcontent/ImportantDates'),
    en('Save Our Homes', '/faqcontent/SOH'),
    en('homestead exemption', '/homestead'),
    en('appeal my value', '/appeals'),
    en('value adjustment board', '/appeals', '/faqcontent/Trim_Info'),
    en('tangible personal property return', '/tpp', '/tpp-instructions'),
    en('DR-501', '/faqcontent/forms'),
    en('exemption forms', '/faqcontent/forms'),
    en('directions to the office', '/content/ofc_directions'),
    en('contact us', '/faqcontent/contact_us'),
    en('TRIM notice', '/trim', '/faqcontent/Trim_Info'),
    en('tax estimator', '/tools/tax-estimator'),
    en('portability', '/tools/portability', '/faqcontent/SOH'),
    en('report homestead fraud', '/report-fraud'),
    en('agricultural classification', '/faqcontent/AGClass'),
    en('mobile home', '/faqcontent/MobileHome'),
    en('jobs', '/employment'),
    en('data downloads', '/download'),
    en('use codes', '/codetables'),
    en('mission statement', '/content/mission'),
    en('taxpayer bill of rights', '/content/BillOfRights'),
    en('satellite offices', '/content/SatelliteOffices'),
    en('homstead deadlin', '/faqcontent/ImportantDates', '/homestead'),
    es('fecha limite homestead', '/faqcontent/ImportantDates', '/homestead'),
    es('estadisticas de ventas', '/statistics'),
    es('fechas importantes', '/faqcontent/ImportantDates'),
    es('apelar mi valor', '/appeals'),
    es('exención de homestead', '/homestead'),
    es('formularios', '/faqcontent/forms'),
    es('propiedad tangible', '/tpp', '/tpp-instructions'),
    es('aviso TRIM', '/trim', '/faqcontent/Trim_Info'),
    es('estimador de impuestos', '/tools/tax-estimator'),
    es('portabilidad', '/tools/portability', '/faqcontent/SOH'),
    es('oficinas satélite', '/content/SatelliteOffices'),
    es('denunciar fraude de homestead', '/report-fraud'),
  ];
}
