import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { anyQueryCase } from '../any-query-case.ts';
import { sendCacheable } from '../cacheable-json.ts';
import { legal, officeBuildings, officeFeatures, officeLand } from '../../cards/office-features.ts';
import { locationInfo } from '../../cards/community.ts';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// Routes that exist only for the office's programs: the property-feature family and the location
// (homeowners' association) answer, under the office's paths and field names.

const tags = [OFFICE_TAG, 'property card'];

/** The paths of this family that take a pid alone. */
type PidOnlyPath = 'prcLegal' | 'prcOfficeLand' | 'prcOfficeLandArea' | 'prcOfficeFeatures' | 'prcLocation';

export async function officeFeatureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database;
  const pidOnly = anyQueryCase(['pid']);
  const pidPage = anyQueryCase(['pid', 'page', 'size']);

  /** A path that takes a pid alone and answers what `read` finds for that parcel. */
  const byPid = (name: PidOnlyPath, summary: string, fields: readonly string[], read: (database: Database, pid: string) => Promise<unknown>) => {
    api.get(
      API[name].path,
      {
        preValidation: pidOnly,
        schema: contractSchema(name, { tags, summary, description: officeDescription(fields) }),
      },
      async (request, reply) => sendCacheable(request, reply, await read(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
    );
  };

  byPid('prcLegal', 'The short legal description', OFFICE_FIELDS.legal, legal);

  for (const [name, withSubareas] of [
    ['prcOfficeBuildings', false],
    ['prcOfficeBuildingSubareas', true],
  ] as const) {
    api.get(
      API[name].path,
      {
        preValidation: pidPage,
        schema: contractSchema(name, {
          tags,
          summary: withSubareas ? 'Buildings with their heated and unheated areas (page and size optional)' : 'Buildings (page and size optional)',
          description: officeDescription(OFFICE_FIELDS.buildings),
        }),
      },
      async (request, reply) => {
        const pid = await resolveCardPid(db(), request.query.pid, 'pid');
        return sendCacheable(request, reply, await officeBuildings(db(), pid, request.query, withSubareas));
      },
    );
  }

  byPid('prcOfficeLand', 'Land lines', OFFICE_FIELDS.land, officeLand);
  byPid('prcOfficeLandArea', 'Land lines', OFFICE_FIELDS.land, officeLand);
  byPid('prcOfficeFeatures', 'Extra features (pools, docks, paving ...)', OFFICE_FIELDS.xfob, officeFeatures);
  byPid('prcLocation', "The homeowners' association of the parcel's subdivision (community is null when there is none)", OFFICE_FIELDS.location, locationInfo);
}
