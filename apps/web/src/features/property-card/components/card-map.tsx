import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PrcNearbySale } from '@county/shared/cards';
import { addBaseMap } from '../../../lib/map-tiles.ts';
import { CountyLayer, getParcelGeometry, type TileState } from '../../map/index.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { money, usDate } from '../format.ts';
import { useCardT } from '../messages.ts';

export interface CardMapProps {
  parcelId: string;
  latitude: number;
  longitude: number;
  label: string;
  nearby: PrcNearbySale[];
}

// The card's locator on the county's own tiles (the map page's layer): the neighbors colored by
// use with their streets, this parcel's own shape outlined in red (GET /api/parcels/{pid}/geometry),
// and the comparable sales the card lists as gold dots. Without a shape the parcel is a red ring at
// its point. Vectors only, so nothing is fetched from another host, and it prints.
/** Feet a block spans around a lot: its neighbors on both sides and the streets in front and behind, with their names. */
const BLOCK_FT = 500;
const FEET_PER_DEGREE_LAT = 364_000;

/**
 * The parcel with its block around it: at least BLOCK_FT across, centered on the parcel, and a
 * large tract with half its size again around it. The comparable sales may lie farther out (a
 * quarter mile): fitting them too left a house lot a few pixels wide, so they are a zoom out away.
 */
function blockAround(parcel: L.LatLngBounds): L.LatLngBounds {
  const center = parcel.getCenter();
  const halfLat = BLOCK_FT / 2 / FEET_PER_DEGREE_LAT;
  const halfLon = halfLat / Math.cos((center.lat * Math.PI) / 180);
  return parcel
    .pad(0.5)
    .extend([center.lat - halfLat, center.lng - halfLon])
    .extend([center.lat + halfLat, center.lng + halfLon]);
}

export default function CardMap({ parcelId, latitude, longitude, label, nearby }: CardMapProps) {
  const t = useCardT();
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<TileState>('loading');
  const located = nearby.filter((n) => n.latitude !== null && n.longitude !== null);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false, maxZoom: 19 }).setView([latitude, longitude], 18);
    L.control.scale({ position: 'bottomleft', maxWidth: 120 }).addTo(map);
    const overBaseMap = addBaseMap(map);
    new CountyLayer({
      colorBy: 'use',
      currentYear: new Date().getFullYear(),
      showSales: false,
      selected: new Set([parcelId]),
      overBaseMap,
      onState: setTiles,
    }).addTo(map);
    for (const sale of located) {
      L.circleMarker([sale.latitude!, sale.longitude!], { radius: 7, color: '#0b3d5c', weight: 2, fillColor: '#f2a900', fillOpacity: 0.9 })
        .bindTooltip(`${sale.propertyAddress ?? sale.displayParcelId}: ${money(sale.salePrice, lang)}, ${usDate(sale.saleDate, lang)}`)
        .addTo(map);
    }
    const controller = new AbortController();
    getParcelGeometry(parcelId, controller.signal)
      .then((shape) => {
        const outline = L.geoJSON(shape, {
          style: { color: '#a4161a', weight: 3, fillColor: '#a4161a', fillOpacity: 0.15, className: 'card-parcel-shape' },
        })
          .bindTooltip(t('card.map.thisParcel', { label }))
          .addTo(map);
        map.fitBounds(blockAround(outline.getBounds()), { maxZoom: 18, animate: false });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // No shape on file: the parcel's point marks it instead, in the middle of its block.
        L.circleMarker([latitude, longitude], { radius: 9, color: '#a4161a', weight: 3, fillColor: '#ffffff', fillOpacity: 1 })
          .bindTooltip(t('card.map.thisParcel', { label }))
          .addTo(map);
      });
    return () => {
      controller.abort();
      map.remove();
    };
    // The card remounts this component for another parcel; its sales do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parcelId, latitude, longitude]);

  const hasSales = located.length > 0;
  return (
    <figure className="card-map-figure">
      <div ref={container} className="card-map" data-testid="card-map" role="region" aria-label={t('card.map.label', { sales: hasSales ? 'yes' : 'no' })} />
      <figcaption>
        {t('card.map.caption', { sales: hasSales ? 'yes' : 'no' })}
        {tiles === 'unreachable' && (
          <strong className="card-map-status" role="status" data-testid="card-map-tiles-unreachable">
            {' '}
            {t('card.map.noTiles')} {t('card.map.stillMarked', { sales: hasSales ? 'yes' : 'no' })}
          </strong>
        )}
      </figcaption>
    </figure>
  );
}
