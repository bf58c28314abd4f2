import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PrcNearbySale } from '@county/shared/cards';
import { addTiles, type TileState } from '../../../lib/map-tiles.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { money, usDate } from '../format.ts';
import { useCardT } from '../messages.ts';

export interface CardMapProps {
  latitude: number;
  longitude: number;
  label: string;
  nearby: PrcNearbySale[];
}

// The card's locator: the parcel as a red ring and the comparable sales the card lists as gold
// dots, over the same tiles as the tools' map. Circle markers are vectors, so no marker images are
// fetched, and they print. Without tiles the markers stay and the caption says why the map is blank.
export default function CardMap({ latitude, longitude, label, nearby }: CardMapProps) {
  const t = useCardT();
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<TileState>('loading');
  const located = nearby.filter((n) => n.latitude !== null && n.longitude !== null);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 16);
    const stopTimer = addTiles(map, setTiles);
    const points: L.LatLngExpression[] = [[latitude, longitude]];
    for (const sale of located) {
      points.push([sale.latitude!, sale.longitude!]);
      L.circleMarker([sale.latitude!, sale.longitude!], { radius: 7, color: '#0b3d5c', weight: 2, fillColor: '#f2a900', fillOpacity: 0.9 })
        .bindTooltip(`${sale.propertyAddress ?? sale.displayParcelId}: ${money(sale.salePrice, lang)}, ${usDate(sale.saleDate, lang)}`)
        .addTo(map);
    }
    L.circleMarker([latitude, longitude], { radius: 9, color: '#a4161a', weight: 3, fillColor: '#ffffff', fillOpacity: 1 })
      .bindTooltip(t('card.map.thisParcel', { label }))
      .addTo(map);
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 17 });
    return () => {
      stopTimer();
      map.remove();
    };
    // The card remounts this component for another parcel; its sales do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latitude, longitude]);

  const hasSales = located.length > 0;
  return (
    <figure className="card-map-figure">
      <div ref={container} className="card-map" role="region" aria-label={t('card.map.label', { sales: hasSales ? 'yes' : 'no' })} />
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
