import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { ForbiddenError, TooManyError } from '../../errors.ts';
import { countSubmission } from '../../forms/rate-limit.ts';
import { limitKey } from '../../trust-proxy.ts';
import { audit, auditEntries } from '../../staff/audit.ts';
import { enroll, enrollmentView, signIn, staffRoles } from '../../staff/accounts.ts';
import { loadDataKeys, type DataKeys } from '../../staff/data-key.ts';
import { endSession } from '../../staff/sessions.ts';
import { csvDocument } from '../../csv/index.ts';
import { clearedCookies, requireStaff, sessionCookies, sessionIdOf } from '../../plugins/staff-session.ts';
import { contractSchema } from '../contract-schema.ts';
import { oidcRoutes } from './oidc.ts';

// The office's sign-in, enrollment and audit trail (issue 45, decision 139). Nothing here is cached.
// Sign-in attempts are limited per client (20 in 15 minutes, shared by every server through the
// database) and per account (five wrong ones lock it, staff/accounts.ts); each is audited.

const tags = ['office'];
const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_CLIENT_LIMIT = 20;

export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let keys: DataKeys | undefined;
  const dataKeys = () => (keys ??= loadDataKeys(app.config.dataDir, app.config.dataKeyEnv));
  const client = (request: FastifyRequest) => limitKey(request);
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  await oidcRoutes(app, dataKeys);
  // With an identity provider, local accounts are closed unless OIDC_LOCAL_SIGN_IN keeps them (decision 140).
  const localClosed = () => {
    if (app.config.oidc && !app.config.oidc.localSignIn)
      throw new ForbiddenError('This office signs in through the county’s account. Use “Sign in with your county account”.');
  };

  app.post(
    API.staffSignIn.path,
    { schema: contractSchema('staffSignIn', { tags, summary: 'Signs a member of staff in with password and TOTP code' }) },
    async (request, reply) => {
      localClosed();
      const limit = await countSubmission(app.database, `staff-sign-in|${client(request)}`, SIGN_IN_CLIENT_LIMIT, SIGN_IN_WINDOW_MS);
      if (!limit.allowed) {
        await audit(app.database, { actor: request.body.email, action: 'sign-in.limited', client: client(request) });
        throw new TooManyError('Too many sign-in attempts from this computer. Try again later.', limit.retryAfterSeconds);
      }
      // A session id from before sign-in is never reused: the old one ends and a new one begins.
      const previous = sessionIdOf(app, request);
      if (previous) await endSession(app.database, previous);
      try {
        const session = await signIn(app.database, dataKeys(), request.body);
        await audit(app.database, { actor: session.email, action: 'sign-in', client: client(request) });
        reply.header('set-cookie', sessionCookies(app, session.id));
        return { email: session.email, roles: (await staffRoles(app.database, session.email)) ?? [], csrf: session.csrf };
      } catch (error) {
        await audit(app.database, {
          actor: request.body.email,
          action: 'sign-in.refused',
          detail: error instanceof TooManyError ? 'locked' : null,
          client: client(request),
        });
        throw error;
      }
    },
  );

  app.post(
    API.staffSignOut.path,
    { schema: contractSchema('staffSignOut', { tags, summary: 'Ends the session on the server' }), preHandler: requireStaff(app) },
    async (request, reply) => {
      const staff = request.staff!;
      await endSession(app.database, staff.sessionId);
      await audit(app.database, { actor: staff.email, action: 'sign-out', client: client(request) });
      return reply.header('set-cookie', clearedCookies(app)).code(204).send();
    },
  );

  app.get(
    API.staffMe.path,
    { schema: contractSchema('staffMe', { tags, summary: 'Who is signed in, with their roles and CSRF token' }), preHandler: requireStaff(app) },
    async (request) => {
      const { email, roles, csrf } = request.staff!;
      return { email, roles, csrf };
    },
  );

  app.get(
    API.staffEnrollment.path,
    { schema: contractSchema('staffEnrollment', { tags, summary: "An enrollment link's account and authenticator secret" }) },
    async (request) => {
      localClosed();
      return enrollmentView(app.database, dataKeys(), request.query.token, `${app.config.site.officeName} office`);
    },
  );

  app.post(
    API.staffEnroll.path,
    { schema: contractSchema('staffEnroll', { tags, summary: 'Sets the password and second factor of an enrollment link' }) },
    async (request, reply) => {
      localClosed();
      const email = await enroll(app.database, dataKeys(), request.body);
      await audit(app.database, { actor: email, action: 'enroll', client: client(request) });
      return reply.code(204).send();
    },
  );

  app.get(
    API.staffAudit.path,
    { schema: contractSchema('staffAudit', { tags, summary: 'The audit trail, newest first (admins)' }), preHandler: requireStaff(app, ['admin']) },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const entries = await auditEntries(app.database, format === 'csv' ? { ...filter, limit: 100_000 } : filter);
      await audit(app.database, { actor: request.staff!.email, action: format === 'csv' ? 'audit.export' : 'audit.view', client: client(request) });
      if (format === 'json') return entries;
      const columns = ['id', 'at', 'actor', 'action', 'subject', 'detail', 'client'] as const;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(
          csvDocument(
            columns,
            entries.map((entry) => columns.map((column) => entry[column])),
          ),
        );
    },
  );
}
