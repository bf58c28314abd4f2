import { useState } from 'react';
import { AREA_LIMIT_SQ_MI, COMPARABLES_RADIUS_FT, type AreaKind, type DrawnArea } from '../lib/area.ts';
import { useMapT } from '../messages.ts';

interface AreaToolsProps {
  kind: AreaKind;
  onKind: (kind: AreaKind) => void;
  drawMode: 'rect' | 'circle' | null;
  onDrawMode: (mode: 'rect' | 'circle' | null) => void;
  selected: string | null;
  hasArea: boolean;
  onArea: (area: DrawnArea | null) => void;
  /** The map's current view, for the keyboard's way to a rectangle (null before the map has drawn). */
  viewBox: () => { west: number; south: number; east: number; north: number } | null;
}

/** What to list and where: draw a rectangle or a circle, take the map's view, or a distance from the selected parcel. */
export function AreaTools({ kind, onKind, drawMode, onDrawMode, selected, hasArea, onArea, viewBox }: AreaToolsProps) {
  const t = useMapT();
  const [feet, setFeet] = useState(String(COMPARABLES_RADIUS_FT));
  const [needParcel, setNeedParcel] = useState(false);
  const toggle = (mode: 'rect' | 'circle') => onDrawMode(drawMode === mode ? null : mode);
  return (
    <section className="map-area-tools" aria-labelledby="map-area-heading">
      <h2 id="map-area-heading" className="map-small-heading">
        {t('map.area.heading')}
      </h2>
      <p className="hint">{t('map.area.intro', { max: AREA_LIMIT_SQ_MI })}</p>
      <fieldset className="map-kind">
        <legend>{t('map.area.kind')}</legend>
        {(['sales', 'parcels'] as const).map((k) => (
          <label key={k} htmlFor={`map-kind-${k}`}>
            <input type="radio" id={`map-kind-${k}`} name="map-kind" value={k} checked={kind === k} onChange={() => onKind(k)} />
            {t(`map.area.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="map-buttons" role="group" aria-label={t('map.area.draw')}>
        <button type="button" className="button secondary" aria-pressed={drawMode === 'rect'} onClick={() => toggle('rect')}>
          {t('map.area.rect')}
        </button>
        <button type="button" className="button secondary" aria-pressed={drawMode === 'circle'} onClick={() => toggle('circle')}>
          {t('map.area.circle')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            onDrawMode(null);
            const box = viewBox();
            if (box) onArea({ shape: 'rect', ...box });
          }}
        >
          {t('map.area.view')}
        </button>
        {drawMode && (
          <button type="button" className="button secondary" onClick={() => onDrawMode(null)}>
            {t('map.area.cancel')}
          </button>
        )}
      </div>
      <form
        className="map-near"
        onSubmit={(event) => {
          event.preventDefault();
          if (!selected) {
            setNeedParcel(true);
            return;
          }
          setNeedParcel(false);
          onArea({ shape: 'near', pid: selected, radiusFt: Math.max(1, Number(feet) || COMPARABLES_RADIUS_FT) });
        }}
      >
        <label htmlFor="map-near-feet" className="map-field">
          {t('map.area.nearLabel')}
          <input
            id="map-near-feet"
            type="number"
            inputMode="numeric"
            min={1}
            max={10560}
            step={1}
            value={feet}
            onChange={(event) => setFeet(event.target.value)}
          />
        </label>
        <button type="submit" className="button secondary">
          {t('map.area.nearButton')}
        </button>
      </form>
      {needParcel && !selected && <p className="field-error">{t('map.area.nearNeedsParcel')}</p>}
      {hasArea && (
        <p>
          <button type="button" className="link-button" onClick={() => onArea(null)}>
            {t('map.area.clear')}
          </button>
        </p>
      )}
    </section>
  );
}
