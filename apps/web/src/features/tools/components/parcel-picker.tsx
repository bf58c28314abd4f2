import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toStoredId } from '@county/shared';
import type { ParcelSearchRow } from '@county/shared/search';
import { HttpError } from '../../../lib/http.ts';
import { findParcelsByAddress } from '../api/find-parcels.ts';
import { useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { useToolsT } from '../messages.ts';

const TOOL_PATH = '/tools/tax-estimator';

/**
 * Enter a parcel id, or find the parcel by its address and pick it from the matches. A successful
 * look-up of either kind clears every earlier error, here and (through onFound) on the page, so an
 * error never stands beside a result it no longer describes.
 */
export function ParcelPicker({ onFound }: { onFound?: () => void }) {
  const t = useToolsT();
  const localize = useLocalizeEnglish();
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
      setPidError(t('tools.picker.idError'));
      return;
    }
    setPidError('');
    setSearchError('');
    void navigate(`${TOOL_PATH}?pid=${stored}`);
  }

  async function findAddress(event: FormEvent) {
    event.preventDefault();
    if (address.trim().length < 3) {
      setSearchError(t('tools.picker.addressError'));
      return;
    }
    setSearchError('');
    try {
      const rows = await findParcelsByAddress(address.trim());
      setMatches(rows);
      setPidError('');
      onFound?.();
    } catch (error) {
      setMatches(null);
      setSearchError(error instanceof HttpError && error.body ? localize(error.body.message) : t('tools.picker.unavailable'));
    }
  }

  return (
    <div className="tools-picker">
      <form onSubmit={openParcel} noValidate aria-label={t('tools.picker.byId')}>
        <div className="tools-inline">
          <label htmlFor={`${ids}-pid`} className="tools-label tools-grow">
            <span>{t('tools.picker.parcelId')}</span>
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
            {t('tools.picker.open')}
          </button>
        </div>
        {pidError && (
          <p className="field-error" id={`${ids}-pid-error`}>
            {pidError}
          </p>
        )}
      </form>
      <form onSubmit={(e) => void findAddress(e)} noValidate aria-label={t('tools.picker.byAddress')}>
        <div className="tools-inline">
          <label htmlFor={`${ids}-address`} className="tools-label tools-grow">
            <span>{t('tools.picker.address')}</span>
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
            {t('tools.picker.find')}
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
            <p>{t('tools.picker.none')}</p>
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
