import { useEffect, useState } from 'react';
import type { StaffMe } from '@county/shared/staff';
import { Page } from '../../../components/page.tsx';
import { HttpError } from '../../../lib/http.ts';
import { maySignedIn, signOut, whoIsSignedIn } from '../api/staff.ts';
import { SignInChoices } from './sign-in-choices.tsx';
import { AuditTable } from './audit-table.tsx';
import { FeedbackQueue } from './feedback-queue.tsx';
import { FraudQueue } from './fraud-queue.tsx';
import './office.css';

// /office (issue 45): the sign-in, then who is signed in with what they may do. Staff pages are
// English only. Nothing about a member of staff is rendered on the server: the first render, there
// and in the browser, says it is checking; the browser then asks who is signed in, only when the
// server's readable mark says a session may be open.

type State = { kind: 'checking' } | { kind: 'anonymous'; notice?: string } | { kind: 'signed-in'; me: StaffMe };

const ROLE_NAMES: Record<StaffMe['roles'][number], string> = {
  'customer-service': 'Customer service (feedback, fraud reports)',
  exemptions: 'Exemptions (homestead and other exemption filings)',
  tangible: 'Tangible (returns, extensions, income surveys)',
  supervisor: 'Supervisor (assigns work, approves and denies)',
  admin: 'Administrator (staff accounts, site notice, confidential marks, audit trail)',
};

export default function OfficePage() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    if (!maySignedIn()) {
      setState({ kind: 'anonymous' });
      return;
    }
    whoIsSignedIn().then(
      (me) => setState({ kind: 'signed-in', me }),
      (error: unknown) =>
        setState({ kind: 'anonymous', notice: error instanceof HttpError && error.status === 401 ? 'Your session ended. Sign in again.' : undefined }),
    );
  }, []);

  if (state.kind === 'signed-in') {
    const { me } = state;
    const leave = () => void signOut(me.csrf).finally(() => setState({ kind: 'anonymous', notice: 'You are signed out.' }));
    return (
      <Page heading="Office" className="office-page">
        <p>
          Signed in as <strong>{me.email}</strong>.{' '}
          <button type="button" className="button secondary" onClick={leave}>
            Sign out
          </button>
        </p>
        <h2>Your roles</h2>
        <ul>
          {me.roles.map((role) => (
            <li key={role}>{ROLE_NAMES[role]}</li>
          ))}
        </ul>
        {me.roles.some((role) => role === 'customer-service' || role === 'supervisor') ? (
          <>
            <FeedbackQueue csrf={me.csrf} />
            <FraudQueue csrf={me.csrf} />
          </>
        ) : null}
        {me.roles.includes('admin') ? <AuditTable /> : null}
      </Page>
    );
  }
  return (
    <Page heading="Office sign-in" className="office-page">
      {state.kind === 'checking' ? <p role="status">Checking whether you are signed in…</p> : null}
      {state.kind === 'anonymous' ? (
        <>
          {state.notice ? <p role="status">{state.notice}</p> : null}
          <SignInChoices onSignedIn={(me) => setState({ kind: 'signed-in', me })} />
        </>
      ) : null}
    </Page>
  );
}
