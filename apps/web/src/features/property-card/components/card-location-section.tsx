import { lazy, Suspense } from 'react';
import type { PrcGeneralInfo, PrcNearbySale } from '@county/shared/cards';

// Leaflet (about 44 KB gzip) loads in its own chunk when a card is shown, not with the card itself.
const CardMap = lazy(() => import('./card-map.tsx'));

interface CardLocationSectionProps {
  info: PrcGeneralInfo;
  nearby: PrcNearbySale[];
}

/** Where the parcel is: a locator map with the parcel and the nearby sales the card lists. */
export function CardLocationSection({ info, nearby }: CardLocationSectionProps) {
  const located = info.latitude !== null && info.longitude !== null;
  return (
    <section aria-labelledby="card-location" className="card-section card-location">
      <h2 id="card-location">Location</h2>
      {located ? (
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <CardMap
            key={info.parcelId}
            latitude={info.latitude!}
            longitude={info.longitude!}
            label={info.propertyAddress ?? info.displayParcelId}
            nearby={nearby}
          />
        </Suspense>
      ) : (
        <p>This parcel has no map position on the roll, so no map can be drawn. The legal description above says where it lies.</p>
      )}
    </section>
  );
}
