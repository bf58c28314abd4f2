import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientLogSchema } from '@county/shared';
import { API } from '@county/shared/api/paths';

// POST api/Logger/Log: client-side errors from the web app. Input is capped in size and rate; the
// log line carries the message, the page path and the first lines of the stack, never the query
// string (it may hold an owner's name or an address someone searched for).
export async function loggerRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.clientLog.path,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'Record a client-side error',
        body: clientLogSchema,
      },
    },
    async (request, reply) => {
      const { Message, Stack, URL: url } = request.body;
      request.log.warn(
        {
          client: {
            message: Message,
            page: pathOnly(url),
            stack: (Stack ?? '').split('\n').slice(0, 8).join('\n'),
          },
        },
        'client error',
      );
      return reply.code(204).send();
    },
  );
}

function pathOnly(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://local').pathname;
  } catch {
    return undefined;
  }
}
