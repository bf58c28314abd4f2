import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_TITLES, parcelIdCandidates } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { useCard } from '../api/get-card.ts';
import { CardFailed, CardMissing } from '../../../components/card-missing.tsx';
import { CardHeader } from './card-header.tsx';
import { CardLinks } from './card-links.tsx';
import { CardLocationSection } from './card-location-section.tsx';
import { CardPrintFooter, CardPrintHeader } from './card-print-header.tsx';
import { CommunitySection } from './community-section.tsx';
import { ImprovementsSection } from './improvements-section.tsx';
import { SalesSection } from './sales-section.tsx';
import { TaxesSection } from './taxes-section.tsx';
import { ValuesSection } from './values-section.tsx';
import '../property-card.css';

const TITLE = PAGE_TITLES['/propertycard']!;

const SECTIONS = [
  { id: 'card-summary', label: 'Summary' },
  { id: 'card-location', label: 'Location' },
  { id: 'card-community', label: 'Association' },
  { id: 'card-values', label: 'Values and exemptions' },
  { id: 'card-taxes', label: 'Taxes' },
  { id: 'card-property', label: 'Land, buildings, features' },
  { id: 'card-sales', label: 'Sales' },
];

/** /propertycard?pid=<id in either order>: the parcel's record card. */
export default function PropertyCardPage() {
  const [params] = useSearchParams();
  const raw = params.get('pid') ?? params.get('PID') ?? '';
  // Any form the API resolves (decision 32), including a display id that lost its leading zero.
  const pid = parcelIdCandidates(raw)[0] ?? null;
  const card = useCard(pid);
  // A comparable sale's link opens another card on the same path: start it at the top.
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [pid]);

  if (!pid) {
    const message = raw
      ? `'${raw}' is not a parcel id. A parcel id has 15 digits, such as 35-20-27-6645-00-001.`
      : 'No parcel was chosen. Search for a parcel by owner, address or parcel id to see its card.';
    return (
      <Page heading={TITLE}>
        <CardMissing message={message} />
      </Page>
    );
  }
  if (card.status === 'loading') {
    return (
      <Page heading={TITLE}>
        <p role="status">Loading the property record card…</p>
      </Page>
    );
  }
  if (card.status === 'missing') {
    return (
      <Page heading={TITLE}>
        <CardMissing message={card.message} />
      </Page>
    );
  }
  if (card.status === 'failed') {
    return (
      <Page heading={TITLE}>
        <CardFailed />
      </Page>
    );
  }
  const d = card.data;
  return (
    <Page heading={`${TITLE}: ${d.info.displayParcelId}`} title={`${d.info.displayParcelId} ${d.info.propertyAddress ?? ''} – ${TITLE}`} className="property-card">
      <nav aria-label="Sections of the card" className="card-toc no-print">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <CardPrintHeader refreshDate={d.refresh.refreshDate} />
      <CardHeader info={d.info} stats={d.stats} refreshDate={d.refresh.refreshDate} />
      <CardLinks info={d.info} />
      <CardLocationSection info={d.info} nearby={d.nearby} />
      <CommunitySection location={d.location} />
      <ValuesSection values={d.values} exemptions={d.exemptions} />
      <TaxesSection parcelId={d.info.parcelId} taxes={d.taxes} nonAdValorem={d.nonAdValorem} total={d.total} />
      <ImprovementsSection land={d.land} buildings={d.buildings} features={d.features} />
      <SalesSection parcelId={d.info.parcelId} sales={d.sales} nearby={d.nearby} />
      <CardPrintFooter />
    </Page>
  );
}
