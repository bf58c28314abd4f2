import { Link } from 'react-router';
import { messages } from '@county/shared';
import { useLang } from '../i18n/i18n.tsx';
import { useCardT } from '../features/property-card/index.ts';

interface CardMissingProps {
  /** What went wrong, in words a reader understands. */
  message: string;
}

/** The card could not be shown: say why and offer the search instead. */
export function CardMissing({ message }: CardMissingProps) {
  const t = useCardT();
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

/** The API could not be reached or failed: the records error of the specification, and a retry. */
export function CardFailed() {
  const t = useCardT();
  const lang = useLang();
  return (
    <div className="card-missing" role="alert">
      {/* English shows the specification's own words; the search's catalog holds them as spec.* keys. */}
      <p>{lang === 'en' ? messages.propertyRecords.short : t('card.failed.records')}</p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('card.failed.retry')}
        </button>{' '}
        <Link to="/parcelsearch">{t('card.failed.back')}</Link>
      </p>
    </div>
  );
}
