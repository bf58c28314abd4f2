import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storedToDisplay } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { confirmSignUp } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';
import { LinkProblem } from './link-problem.tsx';

type State = { kind: 'loading' } | { kind: 'done'; parcelId: string; manageToken: string } | { kind: 'failed'; error: unknown };

/** /owner-alert/confirm?token=...: the link of the confirmation e-mail. */
export default function OwnerAlertConfirmPage() {
  const t = useOwnerAlertT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link without its token (cut short in the mail) is not valid: the server need not be asked.
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'failed', error: null });
  useEffect(() => {
    if (!token) return;
    confirmSignUp(token).then(
      (done) => setState({ kind: 'done', ...done }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }, [token]);
  return (
    <Page heading={t('ownerAlert.confirmTitle')}>
      {state.kind === 'loading' ? <p role="status">{t('ownerAlert.confirming')}</p> : null}
      {state.kind === 'failed' ? <LinkProblem error={state.error} /> : null}
      {state.kind === 'done' ? (
        <div role="status">
          <p>{t('ownerAlert.confirmed', { parcel: storedToDisplay(state.parcelId) })}</p>
          <p>
            <Link to={`/owner-alert/manage?token=${encodeURIComponent(state.manageToken)}`}>{t('ownerAlert.manageLink')}</Link>
          </p>
        </div>
      ) : null}
    </Page>
  );
}
