import { Link } from 'react-router';
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
  return (
    <div className="card-missing" role="alert">
      <p>{t('spec.propertyRecords.short')}</p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('card.failed.retry')}
        </button>{' '}
        <Link to="/parcelsearch">{t('card.failed.back')}</Link>
      </p>
    </div>
  );
}
