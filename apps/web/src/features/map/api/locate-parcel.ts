import { apiGet } from '../../../lib/api.ts';
import { getParcelGeometry } from './get-parcel-geometry.ts';

export interface ParcelPlace {
  /** West, south, east, north. */
  box: [number, number, number, number];
  /** False when the parcel has no shape and the box only surrounds its point. */
  shaped: boolean;
}

/** About 150 feet either side of a point, for a parcel known only by its point. */
const AROUND = 0.0005;

/** Where a parcel lies: its shape's box, else the card's point (a command: sent when the map must go there). */
export async function locateParcel(pid: string, signal?: AbortSignal): Promise<ParcelPlace | null> {
  try {
    const shape = await getParcelGeometry(pid, signal);
    return { box: shape.bbox, shaped: true };
  } catch (error) {
    if (signal?.aborted) throw error;
    const info = await apiGet('prcGeneralInfo', { pid }, { signal, quiet: true });
    if (info.latitude === null || info.longitude === null) return null;
    return { box: [info.longitude - AROUND, info.latitude - AROUND, info.longitude + AROUND, info.latitude + AROUND], shaped: false };
  }
}
