import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OwnerAlertManage } from '@county/shared/owner-alerts';
import { Page } from '../../../components/page.tsx';
import { listWatched, removeWatched } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';
import { LinkProblem } from './link-problem.tsx';

/** /owner-alert/manage?token=...: the parcels an address watches, each with a button that removes it. */
export default function OwnerAlertManagePage() {
  const t = useOwnerAlertT();
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const [list, setList] = useState<OwnerAlertManage | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [removed, setRemoved] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  // A link without its token (cut short in the mail) is not valid: the server need not be asked.
  const missing = token === '';
  useEffect(() => {
    if (missing) return;
    listWatched(token).then((answer) => {
      setList(answer);
      // A link of an e-mail sent before the tokens were opaque shows the address: the page's own
      // address (history, bookmarks) takes the opaque token the answer brings instead.
      if (answer.token) setParams({ token: answer.token }, { replace: true });
    }, setFailure);
  }, [token, missing, setParams]);

  async function remove(parcelId: string, displayId: string) {
    try {
      setList(await removeWatched(token, parcelId));
      setRemoved(t('ownerAlert.removed', { parcel: displayId }));
      // The button pressed is gone: focus goes to the message that says what happened.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Page heading={t('ownerAlert.manageTitle')}>
      {failure || missing ? <LinkProblem error={failure} /> : null}
      {!failure && !missing && !list ? <p role="status">{t('ownerAlert.loading')}</p> : null}
      <p role="status" tabIndex={-1} ref={statusRef}>
        {removed}
      </p>
      {list && !failure ? (
        <section aria-labelledby="owner-alert-list">
          <h2 id="owner-alert-list">{t('ownerAlert.manageFor', { email: list.email })}</h2>
          {list.parcels.length === 0 ? <p>{t('ownerAlert.none')}</p> : null}
          <ul>
            {list.parcels.map((p) => (
              <li key={p.parcelId}>
                {p.displayId}
                {p.address ? ` (${p.address})` : ''} {p.confirmed ? '' : t('ownerAlert.pending')}{' '}
                <button type="button" className="button" onClick={() => void remove(p.parcelId, p.displayId)}>
                  {t('ownerAlert.remove', { parcel: p.displayId })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
