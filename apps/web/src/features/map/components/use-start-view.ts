import { useEffect, useState } from 'react';
import { getParcelGeometry } from '../api/get-parcel-geometry.ts';
import { getSearchExamples } from '../api/get-search-examples.ts';

export interface StartView {
  lat: number;
  lon: number;
  zoom: number;
  /** The asked-for parcel's box (west, south, east, north), when it has a shape. */
  box: [number, number, number, number] | null;
}

/** The middle of Florida, for a roll without a single shape: the map still opens, zoomed out. */
const FLORIDA: StartView = { lat: 27.8, lon: -81.7, zoom: 8, box: null };

/**
 * Where the map opens: on the asked-for parcel (`/map?pid=`), else on a parcel of the loaded roll
 * (the search box's own example), so any county's map opens on its own ground.
 */
export function useStartView(pid: string | null): { view: StartView | null; missing: boolean } {
  const [view, setView] = useState<StartView | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const open = async (): Promise<StartView> => {
      const target = pid ?? (await getSearchExamples(controller.signal)).parcelId;
      if (!target) return FLORIDA;
      try {
        const shape = await getParcelGeometry(target, controller.signal);
        const [west, south, east, north] = shape.bbox;
        return { lat: (south + north) / 2, lon: (west + east) / 2, zoom: pid ? 18 : 16, box: pid ? shape.bbox : null };
      } catch (error) {
        if (pid) setMissing(true);
        throw error;
      }
    };
    open()
      .then(setView)
      .catch(() => {
        if (!controller.signal.aborted) setView(FLORIDA);
      });
    return () => controller.abort();
  }, [pid]);
  return { view, missing };
}
