import { useEffect } from 'react';
import { Link } from 'react-router';
import { messages, TOAST_PROPERTY_RECORDS_MS } from '@county/shared';
import { toasts } from '../lib/alerts.ts';
import { answerNotFound } from '../lib/server-pass.ts';
import { useLang } from '../i18n/i18n.tsx';
import { useCardT } from '../features/property-card/index.ts';

interface CardMissingProps {
  /** What went wrong, in words a reader understands. */
  message: string;
  /** The address names what does not exist (an unknown or malformed id), not merely nothing: a 404. */
  notFound?: boolean;
}

/** The card could not be shown: say why and offer the search instead. */
export function CardMissing({ message, notFound = false }: CardMissingProps) {
  const t = useCardT();
  if (notFound) answerNotFound();
  return (
    <div className="card-missing" role="alert">
      <p>{message}</p>
      <p>
        <Link to="/parcelsearch" className="button">
          {t('card.missing.search')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The API could not be reached or failed: the records error of the specification expanded into its
 * long message, on the card and in the 45-second toast, as a failed search shows it; and a retry.
 */
export function CardFailed() {
  const t = useCardT();
  const lang = useLang();
  // English shows the specification's own words; the search's catalog holds them as spec.* keys.
  const records = lang === 'en' ? messages.propertyRecords : { short: t('card.failed.records'), long: t('card.failed.long') };
  useEffect(() => {
    toasts.error(records.short, undefined, records.long, TOAST_PROPERTY_RECORDS_MS);
    // Once per failure shown: the page's language never changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="card-missing" role="alert">
      <p>{records.short}</p>
      <p>{records.long}</p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('card.failed.retry')}
        </button>{' '}
        <Link to="/parcelsearch">{t('card.failed.back')}</Link>
      </p>
    </div>
  );
}
