import type { ParcelGeometry } from '@county/shared/map';
import { apiPathWith } from '../../../lib/api.ts';
import { getJson } from '../../../lib/http.ts';

/** A parcel's shape as a GeoJSON Feature (a command: sent when the page needs to fly to a parcel or outline it). */
export function getParcelGeometry(pid: string, signal?: AbortSignal): Promise<ParcelGeometry> {
  return getJson<ParcelGeometry>(apiPathWith('parcelGeometry', { pid }), { signal, quiet: true });
}
