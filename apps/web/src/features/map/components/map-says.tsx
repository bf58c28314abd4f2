import { startTransition, useEffect, useState } from 'react';
import { useLang } from '../../../i18n/i18n.tsx';
import type { ColorBy } from '../lib/color-schemes.ts';
import type { TileState } from '../lib/county-layer.ts';
import { useMapT } from '../messages.ts';
import type { MapViewInfo } from './map-view.tsx';

interface MapSaysProps {
  /** Hands the page a function that updates what the map shows; only this line re-renders then. */
  register: (update: (info: MapViewInfo) => void) => void;
  colorBy: ColorBy;
  selectedLabel: string | null;
  tiles: TileState;
}

/** The line that says in words what the map shows (the map's description, aria-describedby). */
export function MapSays({ register, colorBy, selectedLabel, tiles }: MapSaysProps) {
  const t = useMapT();
  const lang = useLang();
  const [info, setInfo] = useState<MapViewInfo | null>(null);
  useEffect(() => register((next) => startTransition(() => setInfo(next))), [register]);
  const number = (value: number, digits: number) =>
    value.toLocaleString(lang === 'es' ? 'es-US' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return (
    <p id="map-says" className="map-says" data-testid="map-says">
      {info && (
        <>
          {t('map.says.where', { lat: number(info.lat, 4), lon: number(Math.abs(info.lon), 4), zoom: String(info.zoom) })}{' '}
          {t('map.says.parcels', { count: info.parcels, scheme: t(`map.scheme.${colorBy}`) })} {t('map.says.sales', { count: info.sales })}
        </>
      )}
      {selectedLabel && <> {t('map.says.selected', { label: selectedLabel })}</>}
      {tiles === 'unreachable' && <strong> {t('map.says.unreachable')}</strong>}
    </p>
  );
}
