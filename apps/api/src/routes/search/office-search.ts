import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import { z } from 'zod';
import { searchByBookPageQuery, searchByInstrumentQuery, searchByParcelQuery } from '@county/shared/office-search';
import { officeSearchRow, SEARCH_SIZE_MAX } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { SEARCH_CACHE_CONTROL } from '../cacheable-json.ts';
import { resolveParcelId } from '../../cards/resolve-parcel-id.ts';
import { parcelIdsByBookPage, parcelIdsByInstrument } from '../../search/plans/sale-document.ts';
import { idsPlan } from '../../search/plans/parcel-plans.ts';
import { runPlan, type PageRequest } from '../../search/run/run-plan.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { officeSearchParams } from './office-params.ts';
import { officeRows } from './office-rows.ts';

// The office's QuickSearch routes that look a parcel up by something exact: its id in any form,
// or a recorded document (instrument number, or book and page). They answer the office's five
// fields of the rows every parcel search makes, so a client reads the canonical stored `parcelId`
// from the first row.

const tags = [OFFICE_TAG, 'Parcel search'];
const rows = z.array(officeSearchRow);

async function answer(database: Database, reply: FastifyReply, ids: string[], page: PageRequest, understoodAs: string) {
  const result = await runPlan(database, idsPlan(ids, understoodAs), page);
  reply.header('cache-control', SEARCH_CACHE_CONTROL);
  return reply.type('application/json; charset=utf-8').send(officeRows(result.json));
}

export async function officeSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const description = officeDescription(OFFICE_FIELDS.search);

  app.get(
    API.searchByParcel.path,
    {
      preValidation: officeSearchParams(['pid']),
      schema: {
        tags,
        summary:
          'Resolves a parcel id in any form (stored or display order, dashes or spaces, 14 digits that lost a leading zero) to its canonical stored parcelId; an empty list when it is not on the roll',
        description,
        querystring: searchByParcelQuery,
        response: { 200: rows },
      },
    },
    async (request, reply) => {
      const stored = await resolveParcelId(app.database, request.query.pid);
      return answer(app.database, reply, stored ? [stored] : [], { page: 1, size: 1 }, `parcel ID ${request.query.pid}`);
    },
  );

  app.get(
    API.searchByInstrument.path,
    {
      preValidation: officeSearchParams(['instNum', 'page', 'size', 'sortBy', 'sortDir']),
      schema: {
        tags,
        summary: "Parcels of a recorded document, by the clerk's instrument number",
        description,
        querystring: searchByInstrumentQuery,
        response: { 200: rows },
      },
    },
    async (request, reply) => {
      const { instNum, ...page } = request.query;
      const ids = await parcelIdsByInstrument(app.database, instNum);
      return answer(app.database, reply, ids, page, `instrument number ${instNum}`);
    },
  );

  app.get(
    API.searchByBookPage.path,
    {
      preValidation: officeSearchParams(['book', 'page']),
      schema: {
        tags,
        summary: 'Parcels of a recorded document, by official records book and page',
        description,
        querystring: searchByBookPageQuery,
        response: { 200: rows },
      },
    },
    async (request, reply) => {
      const { book, page } = request.query;
      const ids = await parcelIdsByBookPage(app.database, book, page);
      return answer(app.database, reply, ids, { page: 1, size: SEARCH_SIZE_MAX }, `book ${book} page ${page}`);
    },
  );
}
