import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { limitKey } from '../../trust-proxy.ts';
import { audit } from '../../staff/audit.ts';
import type { DataKeys } from '../../staff/data-key.ts';
import { beginSignIn, finishSignIn, FLOW_MAX_AGE_S, oidcClient, upsertProviderStaff, withdrawProviderStaff } from '../../staff/oidc.ts';
import { createSession, endSession } from '../../staff/sessions.ts';
import { sessionCookies, sessionIdOf } from '../../plugins/staff-session.ts';
import { contractSchema } from '../contract-schema.ts';

// Staff sign-in through the county's identity provider (issue 45, decision 140). The start sends the
// browser to the provider; the callback checks its answer, sets the person's roles from their groups,
// and opens a session exactly as local sign-in does. The flow's cookie is SameSite=Lax: the
// provider's redirect back is a navigation from another site, which a Strict cookie would not follow.

const tags = ['office'];
const FLOW_COOKIE = 'staff_oidc_flow';
export const NO_ROLE = 'Your account at the county has no role in this office. Ask an administrator to add you to an office group.';

function flowCookie(app: FastifyInstance, value: string, maxAge: number): string {
  const secure = app.config.behindTls || app.config.site.publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `${FLOW_COOKIE}=${value}; Path=${API.staffOidcCallback.path}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function flowOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === FLOW_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

export async function oidcRoutes(fastify: FastifyInstance, dataKeys: () => DataKeys): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = app.config.oidc;
  const provider = config ? oidcClient(config) : undefined;
  const redirectUri = `${app.config.site.publicOrigin}${API.staffOidcCallback.path}`;

  app.get(
    API.staffSignInOptions.path,
    { schema: contractSchema('staffSignInOptions', { tags, summary: 'Whether the office signs in through an identity provider, local accounts, or both' }) },
    async () => ({ oidc: config !== undefined, local: !config || config.localSignIn }),
  );

  const configured = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!config || !provider) throw new NotFoundError('This office does not sign in through an identity provider.');
    return { config, provider };
  };

  app.get(
    API.staffOidcStart.path,
    { schema: contractSchema('staffOidcStart', { tags, summary: "Sends the browser to the county's identity provider" }) },
    async (_request, reply) => {
      const { provider } = configured(reply);
      const { url, sealed } = await beginSignIn(await provider(), dataKeys(), redirectUri);
      return reply.header('set-cookie', flowCookie(app, sealed, FLOW_MAX_AGE_S)).redirect(url, 303);
    },
  );

  app.get(
    API.staffOidcCallback.path,
    { schema: contractSchema('staffOidcCallback', { tags, summary: "The identity provider's answer: opens a session and goes to the office" }) },
    async (request, reply) => {
      const { config, provider } = configured(reply);
      // The flow's cookie is spent whatever the answer: one start, one callback.
      reply.header('set-cookie', [flowCookie(app, '', 0)]);
      const person = await finishSignIn(await provider(), config, dataKeys(), flowOf(request), new URL(request.url, app.config.site.publicOrigin));
      const client = limitKey(request);
      if (person.roles.length === 0) {
        await withdrawProviderStaff(app.database, person.email);
        await audit(app.database, { actor: person.email, action: 'sign-in.refused', detail: 'oidc: no office role', client });
        throw new ForbiddenError(NO_ROLE);
      }
      await upsertProviderStaff(app.database, person);
      const previous = sessionIdOf(app, request);
      if (previous) await endSession(app.database, previous);
      const session = await createSession(app.database, person.email);
      await audit(app.database, { actor: person.email, action: 'sign-in.oidc', detail: `roles: ${person.roles.join(' ')}`, client });
      return reply.header('set-cookie', [flowCookie(app, '', 0), ...sessionCookies(app, session.id)]).redirect('/office', 303);
    },
  );
}
