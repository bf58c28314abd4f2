import L from 'leaflet';
import { siteConfig } from './site-config.ts';

// The background tiles of every map of the site (the tools' comparable sales, the card's locator),
// from the one configured source. When no tile can be fetched (the first tile fails, or none has
// arrived after a few seconds: a server that swallows requests) the caller is told, so the page can
// say so while its markers stay on the blank map.

export type TileState = 'loading' | 'ok' | 'unreachable';

export const TILE_TIMEOUT_MS = 8_000;

/** Adds the configured tile layer; returns a function that stops the timeout. */
export function addTiles(map: L.Map, onState: (state: TileState) => void): () => void {
  let loaded = 0;
  L.tileLayer(siteConfig.mapTiles, { attribution: siteConfig.mapAttribution, maxZoom: 19 })
    .on('tileload', () => {
      loaded++;
      onState('ok');
    })
    .on('tileerror', () => {
      if (loaded === 0) onState('unreachable');
    })
    .addTo(map);
  const timer = setTimeout(() => {
    if (loaded === 0) onState('unreachable');
  }, TILE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
