import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parcelNamed } from '@county/shared/owner-alerts';
import { Page } from '../../../components/page.tsx';
import { confirmSignUp } from '../api/owner-alerts.ts';
import { useOwnerAlertT } from '../messages.ts';
import { LinkProblem } from './link-problem.tsx';

type State =
  | { kind: 'ready' }
  | { kind: 'confirming' }
  | { kind: 'done'; parcelId: string; address: string | null; manageToken: string }
  | { kind: 'failed'; error: unknown };

/**
 * /owner-alert/confirm?token=...: the link of the confirmation e-mail. Opening it confirms nothing
 * (mail scanners open links, some of them running the page's scripts); its button does, once.
 */
export default function OwnerAlertConfirmPage() {
  const t = useOwnerAlertT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link without its token (cut short in the mail) is not valid: there is nothing to confirm.
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', error: null });
  const resultRef = useRef<HTMLDivElement>(null);

  function confirm() {
    setState({ kind: 'confirming' });
    confirmSignUp(token).then(
      (done) => setState({ kind: 'done', ...done }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
    // The button pressed is gone once it answers: focus goes to what the page says then.
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  return (
    <Page heading={t('ownerAlert.confirmTitle')}>
      <div ref={resultRef} tabIndex={-1}>
        {state.kind === 'ready' || state.kind === 'confirming' ? (
          <>
            <p>{t('ownerAlert.confirmAsk')}</p>
            <button type="button" className="button" disabled={state.kind === 'confirming'} onClick={confirm}>
              {state.kind === 'confirming' ? t('ownerAlert.confirming') : t('ownerAlert.confirmButton')}
            </button>
          </>
        ) : null}
        {state.kind === 'failed' ? <LinkProblem error={state.error} /> : null}
        {state.kind === 'done' ? (
          <div role="status">
            <p>{t('ownerAlert.confirmed', { parcel: parcelNamed(state.parcelId, state.address) })}</p>
            <p>
              <Link to={`/owner-alert/manage?token=${encodeURIComponent(state.manageToken)}`}>{t('ownerAlert.manageLink')}</Link>
            </p>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
