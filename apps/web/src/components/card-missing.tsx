import { Link } from 'react-router';
import { messages } from '@county/shared';

interface CardMissingProps {
  /** What went wrong, in words a reader understands. */
  message: string;
}

/** The card could not be shown: say why and offer the search instead. */
export function CardMissing({ message }: CardMissingProps) {
  return (
    <div className="card-missing" role="alert">
      <p>{message}</p>
      <p>
        <Link to="/parcelsearch" className="button">
          Search for a parcel or account
        </Link>
      </p>
    </div>
  );
}

/** The API could not be reached or failed: the records error of the specification, and a retry. */
export function CardFailed() {
  return (
    <div className="card-missing" role="alert">
      <p>{messages.propertyRecords.short}</p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <Link to="/parcelsearch">Back to the search</Link>
      </p>
    </div>
  );
}
