import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PrcGeneralInfo, PrcNearbySale } from '@county/shared/cards';
import { useCardT } from '../messages.ts';

// Leaflet (about 44 KB gzip) loads in its own chunk, and only when the section comes near the
// screen (or the card is printed): on a phone the map is far below the first view, and evaluating
// Leaflet with the card blocked the card's first view (decision 92).
const CardMap = lazy(() => import('./card-map.tsx'));

/** Becomes true once the element is within about a screen of the viewport, or before printing. */
function useNearScreen(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    window.addEventListener('beforeprint', show);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '600px 0px' })
        : null;
    if (observer && element) observer.observe(element);
    else show();
    return () => {
      window.removeEventListener('beforeprint', show);
      observer?.disconnect();
    };
  }, [near]);
  return [ref, near];
}

interface CardLocationSectionProps {
  info: PrcGeneralInfo;
  nearby: PrcNearbySale[];
}

/** Where the parcel is: a locator map with the parcel and the nearby sales the card lists. */
export function CardLocationSection({ info, nearby }: CardLocationSectionProps) {
  const t = useCardT();
  const located = info.latitude !== null && info.longitude !== null;
  const [ref, near] = useNearScreen();
  // The placeholder has the map's own size, so nothing below it moves when the map arrives.
  const placeholder = <div className="card-map" role="status" aria-label={t('card.location.loading')} />;
  return (
    <section aria-labelledby="card-location" className="card-section card-location">
      <h2 id="card-location">{t('card.location.heading')}</h2>
      {located ? (
        <div ref={ref}>
          {near ? (
            <Suspense fallback={placeholder}>
              <CardMap
                key={info.parcelId}
                parcelId={info.parcelId}
                latitude={info.latitude!}
                longitude={info.longitude!}
                label={info.propertyAddress ?? info.displayParcelId}
                nearby={nearby}
              />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      ) : (
        <p>{t('card.location.none')}</p>
      )}
    </section>
  );
}
