import { raw, type Fragment } from '../db/statements.ts';

// What realtors compare (issue 33), each one SQL expression of the listed parcel `p`: its buildings
// summed (the oldest one's year), its land, its latest recorded sale. Each is a lookup of the
// parcel's own rows by their primary key (buildings and sales lead with parcel_id) inside the
// statement that reads the page, so a page costs no query more; the page rows kept in memory
// (memory/page-rows.ts) read them once per roll.

const building = (expression: string): Fragment => raw(`(select ${expression} from buildings b where b.parcel_id = p.parcel_id)`);
// Aliased apart from a sales search's own `s`.
const latestSale = (column: string): Fragment =>
  raw(`(select ls.${column} from sales ls where ls.parcel_id = p.parcel_id order by ls.sale_date desc, ls.seq desc limit 1)`);

export const COMPARED = {
  livingArea: building('sum(b.living_area)'),
  bedrooms: building('sum(b.bedrooms)'),
  bathrooms: building('sum(b.baths)'),
  yearBuilt: building('min(b.year_built)'),
  landArea: raw('p.land_sqft'),
  lastSaleDate: latestSale('sale_date'),
  lastSalePrice: latestSale('price'),
} as const;

export type ComparedField = keyof typeof COMPARED;
