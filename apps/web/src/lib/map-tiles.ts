import L from 'leaflet';
import { siteConfig } from './site-config.ts';

// The optional base map under every map of the site. By default there is none: the county's own
// parcel, street and sales layers (features/map, our /api/tiles) are the map, and no request leaves
// the site. A deployment may name a raster tile service of its own in SITE_CONFIG (`mapTiles`,
// with `mapAttribution`); the server then allows that host in its CSP (plugins/security.ts).

/** Adds the configured base map, if any; true when one lies under the county's layers. */
export function addBaseMap(map: L.Map): boolean {
  if (!siteConfig.mapTiles) return false;
  L.tileLayer(siteConfig.mapTiles, { attribution: siteConfig.mapAttribution, maxZoom: 19 }).addTo(map);
  return true;
}
