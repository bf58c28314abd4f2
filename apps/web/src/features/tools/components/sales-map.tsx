import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ComparableSale, ComparablesSubject } from '@county/shared';
import { addBaseMap } from '../../../lib/map-tiles.ts';
import { CountyLayer, type TileState } from '../../map/index.ts';
import { formatDollars } from '../format.ts';
import { useToolsT } from '../messages.ts';

interface SalesMapProps {
  subject: ComparablesSubject;
  sales: ComparableSale[];
}

// The parcel and its comparable sales as circle markers (vectors, so no marker images to load) over
// the county's own layers (the map page's). When no tile can be fetched, the markers stay and the
// page says so; the table below carries the same sales either way.
export default function SalesMap({ subject, sales }: SalesMapProps) {
  const t = useToolsT();
  const subjectLabel = t('tools.map.thisParcel', { address: subject.address ?? subject.displayId });
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [tiles, setTiles] = useState<TileState>('loading');
  const located = subject.latitude !== null && subject.longitude !== null;

  useEffect(() => {
    if (!container.current || !located) return;
    const instance = L.map(container.current, { scrollWheelZoom: false }).setView([subject.latitude!, subject.longitude!], 14);
    const overBaseMap = addBaseMap(instance);
    new CountyLayer({
      colorBy: 'use',
      currentYear: new Date().getFullYear(),
      showSales: false,
      selected: new Set([subject.parcelId]),
      overBaseMap,
      onState: setTiles,
    }).addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [located, subject.latitude, subject.longitude, subject.parcelId]);

  useEffect(() => {
    const group = markers.current;
    if (!group || !map.current) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [[subject.latitude!, subject.longitude!]];
    for (const sale of sales) {
      if (sale.latitude === null || sale.longitude === null) continue;
      points.push([sale.latitude, sale.longitude]);
      L.circleMarker([sale.latitude, sale.longitude], { radius: 7, color: '#0b3d5c', weight: 2, fillColor: '#f2a900', fillOpacity: 0.9 })
        .bindTooltip(`${sale.address ?? sale.displayId}: ${formatDollars(sale.price)}, ${sale.saleDate}`)
        .addTo(group);
    }
    L.circleMarker([subject.latitude!, subject.longitude!], { radius: 9, color: '#a4161a', weight: 3, fillColor: '#ffffff', fillOpacity: 1 })
      .bindTooltip(subjectLabel)
      .addTo(group);
    if (points.length > 1) map.current.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 16 });
  }, [subject, sales, subjectLabel]);

  if (!located) {
    return <p className="tools-map-status">{t('tools.map.noPosition')}</p>;
  }
  return (
    <figure className="tools-map-figure">
      <div ref={container} className="tools-map" role="region" aria-label={t('tools.map.label')} />
      <figcaption>
        {t('tools.map.legend')}
        {tiles === 'unreachable' && (
          <strong className="tools-map-status" role="status" data-testid="tiles-unreachable">
            {' '}
            {t('tools.map.unreachable')}
          </strong>
        )}
      </figcaption>
    </figure>
  );
}
