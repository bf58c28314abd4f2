import { startTransition, useEffect, useState } from 'react';
import { getSearchExamples } from '../api/get-search-examples.ts';
import { locateParcel } from '../api/locate-parcel.ts';

export interface StartView {
  lat: number;
  lon: number;
  zoom: number;
  /** The asked-for parcel's box (west, south, east, north), to fit the map to. */
  box: [number, number, number, number] | null;
}

/** The middle of Florida, for a roll without a single position: the map still opens, zoomed out. */
const FLORIDA: StartView = { lat: 27.8, lon: -81.7, zoom: 8, box: null };

/**
 * Where the map opens: on the asked-for parcel (`/map?pid=`), else on a parcel of the loaded roll
 * (the search box's own example), so any county's map opens on its own ground. `missing` when the
 * asked-for parcel has no place on the map.
 */
export function useStartView(pid: string | null): { view: StartView | null; missing: boolean } {
  const [view, setView] = useState<StartView | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const open = async (): Promise<StartView> => {
      const target = pid ?? (await getSearchExamples(controller.signal)).parcelId;
      const place = target ? await locateParcel(target, controller.signal) : null;
      if (!place) {
        if (pid) setMissing(true);
        return FLORIDA;
      }
      const [west, south, east, north] = place.box;
      return { lat: (south + north) / 2, lon: (west + east) / 2, zoom: pid ? 18 : 17, box: pid ? place.box : null };
    };
    // The map mounts with the view: rendered in slices (a transition), so the page keeps answering input.
    const show = (next: StartView) => startTransition(() => setView(next));
    open()
      .then(show)
      .catch(() => {
        if (controller.signal.aborted) return;
        if (pid) setMissing(true);
        show(FLORIDA);
      });
    return () => controller.abort();
  }, [pid]);
  return { view, missing };
}
