import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parcelNamed } from '@county/shared/owner-alerts';
import { Page } from '../../../components/page.tsx';
import { unsubscribe } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';
import { LinkProblem } from './link-problem.tsx';

/**
 * /owner-alert/unsubscribe?token=...: the unsubscribe link of an e-mail's text. Opening it changes
 * nothing (mail scanners open links); the button does. Mail programs use the one-click POST instead.
 */
export default function OwnerAlertUnsubscribePage() {
  const t = useOwnerAlertT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<{ parcelId: string; address: string | null } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <Page heading={t('ownerAlert.unsubscribeTitle')}>
      {failure ? <LinkProblem error={failure} /> : null}
      {done ? <p role="status">{t('ownerAlert.unsubscribed', { parcel: parcelNamed(done.parcelId, done.address) })}</p> : null}
      {!done && !failure ? (
        <>
          <p>{t('ownerAlert.unsubscribeAsk')}</p>
          <button type="button" className="button" onClick={() => void unsubscribe(token).then(setDone, setFailure)}>
            {t('ownerAlert.unsubscribeButton')}
          </button>
        </>
      ) : null}
    </Page>
  );
}
