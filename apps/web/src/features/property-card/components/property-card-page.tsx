import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parcelIdCandidates } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { useCard } from '../api/get-card.ts';
import { CardFailed, CardMissing } from '../../../components/card-missing.tsx';
import { CardHeader } from './card-header.tsx';
import { CardLinks } from './card-links.tsx';
import { CardLocationSection } from './card-location-section.tsx';
import { CardPrintFooter, CardPrintHeader } from './card-print-header.tsx';
import { BusinessesSection } from './businesses-section.tsx';
import { CommunitySection } from './community-section.tsx';
import { ImprovementsSection } from './improvements-section.tsx';
import { SalesSection } from './sales-section.tsx';
import { TaxesSection } from './taxes-section.tsx';
import { ValuesSection } from './values-section.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { usDate } from '../format.ts';
import { useCardT, type CardKey } from '../messages.ts';
import '../property-card.css';

const SECTIONS: { id: string; label: CardKey }[] = [
  { id: 'card-summary', label: 'card.toc.summary' },
  { id: 'card-location', label: 'card.toc.location' },
  { id: 'card-community', label: 'card.toc.community' },
  { id: 'card-businesses', label: 'card.toc.businesses' },
  { id: 'card-values', label: 'card.toc.values' },
  { id: 'card-taxes', label: 'card.toc.taxes' },
  { id: 'card-property', label: 'card.toc.property' },
  { id: 'card-sales', label: 'card.toc.sales' },
];

/** /propertycard?pid=<id in either order>: the parcel's record card. */
export default function PropertyCardPage() {
  const t = useCardT();
  const lang = useLang();
  const title = t('card.title');
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
    const message = raw ? t('card.badId', { raw }) : t('card.noId');
    return (
      <Page heading={title}>
        <CardMissing message={message} notFound={raw !== ''} />
      </Page>
    );
  }
  if (card.status === 'loading') {
    return (
      <Page heading={title}>
        <p role="status">{t('card.loading')}</p>
      </Page>
    );
  }
  if (card.status === 'missing') {
    return (
      <Page heading={title}>
        {/* The server's sentence names the parcel in English; a Spanish page says the same in Spanish. */}
        <CardMissing message={lang === 'en' ? card.message : t('card.notOnRoll', { id: raw })} notFound />
      </Page>
    );
  }
  if (card.status === 'failed') {
    return (
      <Page heading={title}>
        <CardFailed />
      </Page>
    );
  }
  const d = card.data;
  return (
    <Page
      heading={`${title}: ${d.info.displayParcelId}`}
      title={`${d.info.displayParcelId} ${d.info.propertyAddress ?? ''} – ${title}`}
      className="property-card"
    >
      <nav aria-label={t('card.toc')} className="card-toc no-print">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <CardPrintHeader refreshDate={d.refresh.refreshDate} />
      {d.info.retiredOn && (
        <p className="card-retired" role="note">
          {t('card.retired', { date: usDate(d.info.retiredOn, lang) })}
        </p>
      )}
      <CardHeader info={d.info} stats={d.stats} refreshDate={d.refresh.refreshDate} />
      <CardLinks info={d.info} />
      <CardLocationSection info={d.info} nearby={d.nearby} />
      <CommunitySection location={d.location} />
      <BusinessesSection accounts={d.accounts} />
      <ValuesSection parcelId={d.info.parcelId} values={d.values} exemptions={d.exemptions} />
      <TaxesSection parcelId={d.info.parcelId} taxes={d.taxes} nonAdValorem={d.nonAdValorem} total={d.total} />
      <ImprovementsSection land={d.land} buildings={d.buildings} features={d.features} />
      <SalesSection parcelId={d.info.parcelId} sales={d.sales} nearby={d.nearby} />
      <CardPrintFooter />
    </Page>
  );
}
