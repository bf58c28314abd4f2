import type {
  PrcBuilding,
  PrcCertifiedTax,
  PrcExemption,
  PrcFeature,
  PrcGeneralInfo,
  PrcLand,
  PrcLocation,
  PrcNearbySale,
  PrcNonAdValorem,
  PrcSale,
  PrcStats,
  PrcTangibleAccount,
  PrcTotalTaxes,
  PrcValue,
  RefreshDate,
} from '@county/shared/cards';
import { apiPath, type ApiParams } from '../../../lib/api.ts';
import { toCardState } from '../../../lib/api-data.ts';
import { getJson } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';
import type { ApiName } from '@county/shared/api/paths';
import type { ResponseOf } from '@county/shared/api/contract';

// Everything the property card shows, fetched in parallel from the PRC endpoints as one query of
// the data layer (one overlay, one cancellation, one retry for the whole card).

export interface CardData {
  info: PrcGeneralInfo;
  stats: PrcStats;
  values: PrcValue[];
  exemptions: PrcExemption[];
  taxes: PrcCertifiedTax[];
  nonAdValorem: PrcNonAdValorem[];
  total: PrcTotalTaxes;
  land: PrcLand[];
  buildings: PrcBuilding[];
  features: PrcFeature[];
  sales: PrcSale[];
  nearby: PrcNearbySale[];
  refresh: RefreshDate;
  location: PrcLocation;
  accounts: PrcTangibleAccount[];
}

async function loadCard(pid: string, signal: AbortSignal): Promise<CardData> {
  const get = <N extends ApiName>(name: N, params?: ApiParams<N>) => getJson<ResponseOf<N>>(apiPath(name, params), { signal, quiet: true });
  const byPid = { PID: pid };
  const current = { PID: pid, TaxYear: 0 };
  const allYears = { PID: pid, TaxYear: 0, ShowAllFlag: 1 };
  const [info, stats, values, exemptions, taxes, nonAdValorem, total, land, buildings, features, sales, nearby, refresh, location, accounts] =
    await Promise.all([
      get('prcGeneralInfo', { pid }),
      get('prcStats', byPid),
      get('prcPropertyValues', allYears),
      get('prcExemptions', allYears),
      get('prcCertifiedTaxes', current),
      get('prcNonAdValorem', current),
      get('prcTotalTaxes', current),
      get('prcLand', byPid),
      get('prcBuildings', byPid),
      get('prcFeatures', byPid),
      get('prcSales', byPid),
      get('prcNearbySales', byPid),
      get('systemRefreshDate'),
      get('prcLocation', { pid }),
      get('prcTangibleAccounts', byPid),
    ]);
  return { info, stats, values, exemptions, taxes, nonAdValorem, total, land, buildings, features, sales, nearby, refresh, location, accounts };
}

/** The card of a parcel (null: none chosen yet). */
export function useCard(pid: string | null) {
  return toCardState(useQuery({ key: pid === null ? null : `property-card?pid=${pid}`, load: (signal) => loadCard(pid!, signal) }));
}

/** The situs address on one line with city and ZIP, as the flood map search and feedback take it. */
export function fullAddress(info: PrcGeneralInfo): string {
  const cityZip = [info.propertyCity, info.propertyState, info.propertyZip].filter(Boolean).join(' ');
  return [info.propertyAddress, info.propertyAddress ? cityZip : ''].filter(Boolean).join(', ');
}
