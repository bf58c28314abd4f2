import { TAX_YEARS } from '../../codes/taxing-authorities.ts';
import type { Row } from '../columns.ts';

// Non-ad valorem assessments: flat charges per unit that appear on the tax bill beside the
// millage-based taxes. Solid waste in the unincorporated county, street lighting in some
// subdivisions (chosen by subdivision code, so a whole subdivision has it or not) and lake
// management on lakefront lots.

const SOLID_WASTE_RATE = [265, 275, 290, 305, 315];
const HOMES = new Set(['0100', '0103', '0104', '0200', '0800']);

export function nonAdValorem(parcelId: string, use: string, jurisdiction: string, subdivision: string, showcase: boolean): Row[] {
  const rows: Row[] = [];
  if (!HOMES.has(use)) return rows;
  const code = Number(subdivision);
  const lighting = showcase || (subdivision !== '0000' && code % 10 < 4);
  TAX_YEARS.forEach((year, i) => {
    if (jurisdiction === 'ORG') {
      const rate = SOLID_WASTE_RATE[i] ?? 0;
      rows.push([parcelId, year, 'SW', 'Solid waste collection (unincorporated)', 1, rate, rate]);
    }
    if (lighting) {
      const rate = Math.round((38 + (code % 57)) * (1 + 0.03 * i) * 100) / 100;
      rows.push([parcelId, year, `SL${subdivision}`, `Street lighting district ${subdivision}`, 1, rate, rate]);
    }
    if (use === '0104' && jurisdiction === 'ORG') rows.push([parcelId, year, 'LKM', 'Lake management MSBU', 1, 125, 125]);
  });
  return rows;
}
