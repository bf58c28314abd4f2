import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toStoredId } from '@county/shared';
import type { ParcelSearchRow } from '@county/shared/search';
import { SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import { buildQuery, getJson, HttpError } from '../../../lib/http.ts';

const TOOL_PATH = '/tools/tax-estimator';

/**
 * Enter a parcel id, or find the parcel by its address and pick it from the matches. A successful
 * look-up of either kind clears every earlier error, here and (through onFound) on the page, so an
 * error never stands beside a result it no longer describes.
 */
export function ParcelPicker({ onFound }: { onFound?: () => void }) {
  const navigate = useNavigate();
  const ids = useId();
  const [pid, setPid] = useState('');
  const [pidError, setPidError] = useState('');
  const [address, setAddress] = useState('');
  const [matches, setMatches] = useState<ParcelSearchRow[] | null>(null);
  const [searchError, setSearchError] = useState('');

  function openParcel(event: FormEvent) {
    event.preventDefault();
    const stored = toStoredId(pid);
    if (!stored) {
      setPidError('Enter the 15 digits of a parcel id, for example 35-20-27-6645-00-001.');
      return;
    }
    setPidError('');
    setSearchError('');
    navigate(`${TOOL_PATH}?pid=${stored}`);
  }

  async function findAddress(event: FormEvent) {
    event.preventDefault();
    if (address.trim().length < 3) {
      setSearchError('Enter at least a house number and a street name.');
      return;
    }
    setSearchError('');
    try {
      const rows = await getJson<ParcelSearchRow[]>(`${searchPath(SEARCH_ENDPOINTS.address.get)}${buildQuery({ address: address.trim(), page: 1, size: 10 })}`);
      setMatches(rows);
      setPidError('');
      onFound?.();
    } catch (error) {
      setMatches(null);
      setSearchError(error instanceof HttpError && error.body ? error.body.message : 'The address search is not available right now.');
    }
  }

  return (
    <div className="tools-picker">
      <form onSubmit={openParcel} noValidate aria-label="Open a parcel by id">
        <div className="tools-inline">
          <label htmlFor={`${ids}-pid`} className="tools-label tools-grow">
            <span>Parcel ID</span>
            <input
              id={`${ids}-pid`}
              value={pid}
              onChange={(event) => setPid(event.target.value)}
              placeholder="35-20-27-6645-00-001"
              autoComplete="off"
              aria-invalid={pidError ? true : undefined}
              aria-describedby={pidError ? `${ids}-pid-error` : undefined}
            />
          </label>
          <button type="submit" className="button">
            Open
          </button>
        </div>
        {pidError && (
          <p className="field-error" id={`${ids}-pid-error`}>
            {pidError}
          </p>
        )}
      </form>
      <form onSubmit={findAddress} noValidate aria-label="Find a parcel by address">
        <div className="tools-inline">
          <label htmlFor={`${ids}-address`} className="tools-label tools-grow">
            <span>Or find it by address</span>
            <input
              id={`${ids}-address`}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              placeholder="200 S Orange Ave"
              autoComplete="street-address"
              aria-invalid={searchError ? true : undefined}
              aria-describedby={searchError ? `${ids}-address-error` : undefined}
            />
          </label>
          <button type="submit" className="button secondary">
            Find
          </button>
        </div>
        {searchError && (
          <p className="field-error" id={`${ids}-address-error`}>
            {searchError}
          </p>
        )}
      </form>
      {matches && (
        <div aria-live="polite">
          {matches.length === 0 ? (
            <p>No parcel has that address.</p>
          ) : (
            <ul className="tools-matches">
              {matches.map((row) => (
                <li key={row.parcelId}>
                  <Link to={`${TOOL_PATH}?pid=${row.parcelId}`}>{row.propertyAddress || row.parcelId}</Link> <span className="hint">{row.ownerName}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
