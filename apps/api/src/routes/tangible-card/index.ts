import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyQueryCase } from '../any-query-case.ts';
import { sendCacheable } from '../cacheable-json.ts';
import { tppGeneralInfo, tppValues } from '../../cards/tangible.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// The tangible personal property card's endpoints, in the style of the office's api/PRC ones.

const tags = ['tangible card'];

export async function tangibleCardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const acctOnly = anyQueryCase(['acct']);

  app.get(
    API.tppGeneralInfo.path,
    {
      preValidation: acctOnly,
      schema: contractSchema('tppGeneralInfo', { tags, summary: 'Tangible account: business, location, owner, NAICS, filing status' }),
    },
    async (request, reply) => sendCacheable(request, reply, await tppGeneralInfo(app.database, request.query.acct)),
  );

  app.get(
    API.tppValues.path,
    {
      preValidation: acctOnly,
      schema: contractSchema('tppValues', { tags, summary: 'Tangible values by tax year, newest first ($25,000 exemption, taxable value)' }),
    },
    async (request, reply) => sendCacheable(request, reply, await tppValues(app.database, request.query.acct)),
  );
}
