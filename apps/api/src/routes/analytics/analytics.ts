import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordPageView, trackingAllowed } from '../../analytics/index.ts';
import { officeClock } from '../../office-clock.ts';
import { API } from '@county/shared/api/paths';

// POST api/Analytics/PageView: the web app reports each page it shows. The visitor cookie only
// marks a visit in progress (its value is '1', the same for everyone): when it is missing the view
// starts a new visit. It lives 7,200 s (specification, section 9) and each view renews it, so a
// visit ends after two idle hours.

export const VISIT_COOKIE = 'ocpa_visit';
export const VISIT_MAX_AGE = 7_200;

const pageViewBody = z.object({
  path: z.string().min(1).max(500).startsWith('/', 'must be a path of this site'),
});

function hasVisitCookie(header: string | undefined): boolean {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${VISIT_COOKIE}=`));
}

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.behindTls ? '; Secure' : '';
  const clock = officeClock(app.config.site.timeZone);
  app.withTypeProvider<ZodTypeProvider>().post(
    API.pageView.path,
    {
      bodyLimit: 2 * 1024,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Count a page view (nothing is counted with Do Not Track or Global Privacy Control)',
        body: pageViewBody,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hadCookie = hasVisitCookie(request.headers.cookie);
      if (!trackingAllowed(request.headers)) {
        // Forget a visit that began before the visitor turned the signal on.
        if (hadCookie) reply.header('set-cookie', `${VISIT_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
        return reply.code(204).send();
      }
      await recordPageView(app.database, clock.today(), request.body.path, !hadCookie);
      reply.header('set-cookie', `${VISIT_COOKIE}=1; Max-Age=${VISIT_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure}`);
      return reply.code(204).send();
    },
  );
}
