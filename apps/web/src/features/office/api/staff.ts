import type { AuditEntry } from '@county/shared/staff';
import type { BodyOf, ResponseOf } from '@county/shared/api/contract';
import { apiPath } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

// Every request of the office's pages (issue 45). State-changing requests carry the session's CSRF
// token in a header; the session itself is an HttpOnly cookie the page never sees.

const csrfHeader = (csrf: string) => ({ headers: { 'X-CSRF-Token': csrf } });

/** Whether a session may be open: the server sets this readable mark beside the session's HttpOnly cookie. */
export const maySignedIn = (): boolean => typeof document !== 'undefined' && /(?:^|; )staff_signed_in=1(?:;|$)/.test(document.cookie);

export const whoIsSignedIn = () => getJson<ResponseOf<'staffMe'>>(apiPath('staffMe'), { quiet: true });

export const readSignInOptions = () => getJson<ResponseOf<'staffSignInOptions'>>(apiPath('staffSignInOptions'));

export const signIn = (body: BodyOf<'staffSignIn'>) => postJson<ResponseOf<'staffSignIn'>>(apiPath('staffSignIn'), body);

export const signOut = (csrf: string) => postJson<undefined>(apiPath('staffSignOut'), {}, csrfHeader(csrf));

export const readEnrollment = (token: string) => getJson<ResponseOf<'staffEnrollment'>>(apiPath('staffEnrollment', { token }));

export const enroll = (body: BodyOf<'staffEnroll'>) => postJson<undefined>(apiPath('staffEnroll'), body);

export const readAudit = () => getJson<AuditEntry[]>(apiPath('staffAudit', { limit: 50 }));

export const auditCsvPath = () => apiPath('staffAudit', { format: 'csv' });
