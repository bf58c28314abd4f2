import { Link } from 'react-router';
import { useLang } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useParcelFigures } from '../api/get-parcel-figures.ts';
import { useParcelSummary } from '../api/get-parcel-summary.ts';
import type { TileParcel } from '../lib/tile-data.ts';
import { useMapT } from '../messages.ts';

interface ParcelSummaryProps {
  selected: string | null;
  /** The parcels under the last click or key (several when units share a footprint). */
  stack: TileParcel[];
  onChoose: (pid: string) => void;
  onComparables: () => void;
}

/** The selected parcel in words: owner, address, use, just value, last sale, and its card. */
export function ParcelSummary({ selected, stack, onChoose, onComparables }: ParcelSummaryProps) {
  const t = useMapT();
  const lang = useLang();
  const state = useParcelSummary(selected);
  // From the parcel itself, whatever the zoom: a tile at a low zoom may not hold it.
  const figures = useParcelFigures(selected);
  const known = figures.status === 'ready' ? figures.data : null;
  const money = (value: number | null | undefined) => (value == null ? t('map.summary.unknown') : formatMoney(value, lang));
  return (
    <section className="map-summary" aria-labelledby="map-summary-heading">
      <h2 id="map-summary-heading" className="map-small-heading">
        {t('map.summary.heading')}
      </h2>
      {stack.length > 1 && (
        <div className="map-stack">
          <p>{t('map.summary.stacked', { count: stack.length })}</p>
          <ul>
            {stack.map((unit) => (
              <li key={unit.parcelId}>
                <button type="button" className="link-button" aria-pressed={unit.parcelId === selected} onClick={() => onChoose(unit.parcelId)}>
                  {unit.displayParcelId}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div role="status" aria-live="polite" data-testid="map-summary">
        {!selected ? (
          <p>{t('map.summary.none')}</p>
        ) : state.status === 'loading' ? (
          <p>{t('map.summary.loading')}</p>
        ) : state.status === 'error' ? (
          <p>{t('map.summary.failed')}</p>
        ) : (
          <>
            <dl className="map-facts">
              <dt>{t('map.summary.address')}</dt>
              <dd>{[state.data.propertyAddress, state.data.propertyCity].filter(Boolean).join(', ') || t('map.summary.unknown')}</dd>
              <dt>{t('map.summary.parcelId')}</dt>
              <dd>{state.data.displayParcelId}</dd>
              <dt>{t('map.summary.owner')}</dt>
              <dd>{state.data.ownerName}</dd>
              <dt>{t('map.summary.use')}</dt>
              <dd>
                {state.data.dorCode} {state.data.dorDescription}
              </dd>
              <dt>{t('map.summary.justValue')}</dt>
              <dd>{figures.status === 'loading' ? t('map.summary.loadingFigure') : money(known?.justValue)}</dd>
              <dt>{t('map.summary.lastSale')}</dt>
              <dd>
                {figures.status === 'loading'
                  ? t('map.summary.loadingFigure')
                  : known?.lastSale
                    ? t('map.summary.lastSaleValue', { price: money(known.lastSale.price), year: String(known.lastSale.year) })
                    : known
                      ? t('map.summary.noSale')
                      : t('map.summary.unknown')}
              </dd>
            </dl>
            <p className="map-actions">
              <Link to={`/propertycard?pid=${state.data.parcelId}`}>{t('map.summary.card')}</Link>
              <button type="button" className="button" onClick={onComparables}>
                {t('map.summary.comparables')}
              </button>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
