import type { PrcSale, PrcValue } from '@county/shared/cards';
import { apiPath } from '../../../lib/api.ts';
import { getJson } from '../../../lib/http.ts';
import { useQuery, type QueryState } from '../../../lib/query.ts';

export interface ParcelFigures {
  /** The roll year's just value; null when the year's figures are not yet out. */
  justValue: number | null;
  /** The latest recorded sale, null when none is on record. */
  lastSale: { price: number; year: number } | null;
}

/**
 * The selected parcel's just value and last sale, from the card's own calls: the tiles of the
 * lower zooms leave small parcels out, so what a tile carries cannot be the summary.
 */
export function useParcelFigures(pid: string | null): QueryState<ParcelFigures> {
  return useQuery({
    key: pid ? `map-figures?pid=${pid}` : null,
    quiet: true,
    load: async (signal) => {
      const [values, sales] = await Promise.all([
        getJson<PrcValue[]>(apiPath('prcPropertyValues', { PID: pid!, TaxYear: 0 }), { signal, quiet: true }),
        getJson<PrcSale[]>(apiPath('prcSales', { PID: pid! }), { signal, quiet: true }),
      ]);
      const year = values[0];
      // Sales come newest first, as the card lists them.
      const latest = sales[0];
      return {
        justValue: year && year.marketValue >= 0 ? year.marketValue : null,
        lastSale: latest ? { price: latest.salePrice, year: Number(latest.saleDate.slice(0, 4)) } : null,
      };
    },
  });
}
