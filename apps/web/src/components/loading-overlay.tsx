import { useStore } from '../lib/store.ts';
import { inFlight } from '../lib/loading.ts';
import { useT } from '../i18n/i18n.tsx';

// Shown while any API request is in flight. It never takes focus (no trap): the region under it
// is marked aria-busy by the shell instead, and a polite status tells screen readers.
export function LoadingOverlay() {
  const t = useT();
  const count = useStore(inFlight);
  return (
    <div className={count > 0 ? 'loading-overlay visible' : 'loading-overlay'} aria-hidden={count === 0}>
      {count > 0 ? (
        <div className="loading-box" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('shell.loading')}
        </div>
      ) : null}
    </div>
  );
}
