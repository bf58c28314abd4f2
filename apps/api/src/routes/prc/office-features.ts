import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyQueryCase, sendCacheable } from '../../cards/http-cache.ts';
import { legal, officeBuildings, officeFeatures, officeLand } from '../../cards/office-features.ts';
import { locationInfo } from '../../cards/community.ts';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { CONTRACT } from '@county/shared/api/contract';
import { API } from '@county/shared/api/paths';

// Routes that exist only for the office's programs: the property-feature family and the location
// (homeowners' association) answer, under the office's paths and field names.

const tags = [OFFICE_TAG, 'property card'];

export async function officeFeatureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database;
  const pidOnly = anyQueryCase(['pid']);
  const pidPage = anyQueryCase(['pid', 'page', 'size']);

  api.get(
    API.prcLegal.path,
    {
      preValidation: pidOnly,
      schema: { tags, summary: 'The short legal description', description: officeDescription(OFFICE_FIELDS.legal), querystring: CONTRACT.prcLegal.query, response: { 200: CONTRACT.prcLegal.response } },
    },
    async (request, reply) => sendCacheable(request, reply, await legal(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
  );

  for (const [name, withSubareas] of [
    ['prcOfficeBuildings', false],
    ['prcOfficeBuildingSubareas', true],
  ] as const) {
    api.get(
      API[name].path,
      {
        preValidation: pidPage,
        schema: {
          tags,
          summary: withSubareas ? 'Buildings with their heated and unheated areas (page and size optional)' : 'Buildings (page and size optional)',
          description: officeDescription(OFFICE_FIELDS.buildings),
          querystring: CONTRACT[name].query,
          response: { 200: CONTRACT[name].response },
        },
      },
      async (request, reply) => {
        const pid = await resolveCardPid(db(), request.query.pid, 'pid');
        return sendCacheable(request, reply, await officeBuildings(db(), pid, request.query, withSubareas));
      },
    );
  }

  for (const name of ['prcOfficeLand', 'prcOfficeLandArea'] as const) {
    api.get(
      API[name].path,
      {
        preValidation: pidOnly,
        schema: { tags, summary: 'Land lines', description: officeDescription(OFFICE_FIELDS.land), querystring: CONTRACT[name].query, response: { 200: CONTRACT[name].response } },
      },
      async (request, reply) => sendCacheable(request, reply, await officeLand(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
    );
  }

  api.get(
    API.prcOfficeFeatures.path,
    {
      preValidation: pidOnly,
      schema: {
        tags,
        summary: 'Extra features (pools, docks, paving ...)',
        description: officeDescription(OFFICE_FIELDS.xfob),
        querystring: CONTRACT.prcOfficeFeatures.query,
        response: { 200: CONTRACT.prcOfficeFeatures.response },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await officeFeatures(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
  );

  api.get(
    API.prcLocation.path,
    {
      preValidation: pidOnly,
      schema: {
        tags,
        summary: "The homeowners' association of the parcel's subdivision (community is null when there is none)",
        description: officeDescription(OFFICE_FIELDS.location),
        querystring: CONTRACT.prcLocation.query,
        response: { 200: CONTRACT.prcLocation.response },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await locationInfo(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
  );
}
