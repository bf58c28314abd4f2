import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@county/shared/staff';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { readSession } from '../staff/sessions.ts';
import { staffRoles } from '../staff/accounts.ts';

// Who is signed in on the office's side, read from the session cookie on each staff request. The
// server checks the roles of every staff route here; the pages only hide what a role cannot do.
// A state-changing request must also carry the session's CSRF token in a header: a cookie alone
// (sent by the browser whatever page asks) changes nothing. The cookie is HttpOnly and SameSite=Strict,
// and `__Host-` prefixed and Secure whenever the site is served over TLS (BEHIND_TLS, or an https PUBLIC_ORIGIN).

export interface SignedInStaff {
  email: string;
  roles: StaffRole[];
  csrf: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: SignedInStaff;
  }
}

const COOKIE = 'staff_session';
export const CSRF_HEADER = 'x-csrf-token';

const secureSite = (app: FastifyInstance) => app.config.behindTls || app.config.site.publicOrigin.startsWith('https:');
export const cookieName = (app: FastifyInstance) => (secureSite(app) ? `__Host-${COOKIE}` : COOKIE);

/**
 * Beside the session's HttpOnly cookie, a readable one that only says a session may be open, so the
 * office page asks who is signed in only then (an anonymous visit sends no request that fails).
 */
export const SIGNED_IN_MARK = 'staff_signed_in';

export function sessionCookies(app: FastifyInstance, id: string): string[] {
  const secure = secureSite(app) ? '; Secure' : '';
  return [`${cookieName(app)}=${id}; Path=/; HttpOnly; SameSite=Strict${secure}`, `${SIGNED_IN_MARK}=1; Path=/; SameSite=Strict${secure}`];
}

export function clearedCookies(app: FastifyInstance): string[] {
  const secure = secureSite(app) ? '; Secure' : '';
  return [`${cookieName(app)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`, `${SIGNED_IN_MARK}=; Path=/; SameSite=Strict; Max-Age=0${secure}`];
}

export function sessionIdOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const name = cookieName(app);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * A preHandler that lets the request through only for a signed-in member of staff holding one of
 * `roles` (any role when none are named), with the CSRF token on anything but a read.
 */
export function requireStaff(app: FastifyInstance, roles: readonly StaffRole[] = []) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cache-control', 'no-store');
    const id = sessionIdOf(app, request);
    const session = id ? await readSession(app.database, id) : null;
    const held = session ? await staffRoles(app.database, session.email) : null;
    if (!id || !session || !held) {
      reply.header('set-cookie', clearedCookies(app));
      throw new UnauthorizedError('Sign in to the office to continue.');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.headers[CSRF_HEADER] !== session.csrf) {
      throw new ForbiddenError('This request did not carry the session’s CSRF token. Reload the page and try again.');
    }
    if (roles.length > 0 && !roles.some((role) => held.includes(role))) throw new ForbiddenError('Your role does not allow this.');
    request.staff = { email: session.email, roles: held, csrf: session.csrf, sessionId: id };
  };
}
