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
  PrcTotalTaxes,
  PrcValue,
  RefreshDate,
} from '@county/shared/cards';
import { buildQuery, getJson } from '../../lib/http.ts';

// Everything the property card shows, fetched in parallel from the PRC endpoints.

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
}

export async function loadCard(pid: string, signal: AbortSignal): Promise<CardData> {
  const get = <T>(endpoint: string, params: Record<string, string | number>) =>
    getJson<T>(`/api/PRC/${endpoint}${buildQuery(params)}`, { signal });
  const byPid = { PID: pid };
  const current = { PID: pid, TaxYear: 0 };
  const allYears = { PID: pid, TaxYear: 0, ShowAllFlag: 1 };
  const [info, stats, values, exemptions, taxes, nonAdValorem, total, land, buildings, features, sales, nearby, refresh, location] =
    await Promise.all([
      get<PrcGeneralInfo>('GetPRCGeneralInfo', { pid }),
      get<PrcStats>('GetPRCStats', byPid),
      get<PrcValue[]>('GetPRCPropertyValues', allYears),
      get<PrcExemption[]>('GetPRCExemptions', allYears),
      get<PrcCertifiedTax[]>('GetPRCCertifiedTaxes', current),
      get<PrcNonAdValorem[]>('GetPRCNonAdValorem', current),
      get<PrcTotalTaxes>('GetPRCTotalTaxes', current),
      get<PrcLand[]>('GetPRCLand', byPid),
      get<PrcBuilding[]>('GetPRCBuildings', byPid),
      get<PrcFeature[]>('GetPRCFeatures', byPid),
      get<PrcSale[]>('GetPRCSales', byPid),
      get<PrcNearbySale[]>('GetPRCNearbySales', byPid),
      getJson<RefreshDate>('/api/Parcel/GetSystemRefreshDate', { signal }),
      getJson<PrcLocation>(`/api/PRCLocation/GetPRCLocationInfo${buildQuery({ pid })}`, { signal }),
    ]);
  return { info, stats, values, exemptions, taxes, nonAdValorem, total, land, buildings, features, sales, nearby, refresh, location };
}

/** The situs address on one line with city and ZIP, as the flood map search and feedback take it. */
export function fullAddress(info: PrcGeneralInfo): string {
  const cityZip = [info.propertyCity, info.propertyState, info.propertyZip].filter(Boolean).join(' ');
  return [info.propertyAddress, info.propertyAddress ? cityZip : ''].filter(Boolean).join(', ');
}
