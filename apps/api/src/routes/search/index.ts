import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressSearchQuery,
  advancedSearchQuery,
  ownerSearchQuery,
  parcelIdSearchQuery,
  officeSearchRow,
  parcelSearchRow,
  searchExamplesSchema,
  needsASaleDate,
  salesSearchQuery,
  smartSearchQuery,
  smartSearchResult,
  subdivisionSearchQuery,
  suggestQuery,
  suggestResult,
  tangibleSearchQuery,
  tangibleSearchRow,
} from '@county/shared/search';
import { API, SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import type { Database } from '../../db/database.ts';
import { addressPlan, advancedPlan, ownerPlan, parcelIdPlan, salesPlan, subdivisionPlan } from '../../search/plans/parcel-plans.ts';
import type { SearchPlan } from '../../search/plans/conditions.ts';
import { exportPlan, runPlan, type PageRequest } from '../../search/run/run-plan.ts';
import { exportTangible, runTangible, tangiblePlan } from '../../search/plans/tangible.ts';
import { smartChoice } from '../../search/understand/smart-box.ts';
import { boxAnswer } from '../../search/understand/box-answer.ts';
import { createPageFinder } from '../../search/pages/site-pages.ts';
import { suggest } from '../../search/understand/suggest.ts';
import { parcelCsvCells, parcelCsvHeader, TANGIBLE_CSV_HEADER, tangibleCsvCells } from '../../search/run/csv-columns.ts';
import { csvStream } from '../../csv/index.ts';
import { exportCapNote } from '../../search/run/export-cap.ts';
import { searchExamples } from '../../search/understand/examples.ts';
import { createSearchCounter } from '../../analytics/search-counter.ts';
import { SEARCH_CACHE_CONTROL, sendJsonText } from '../cacheable-json.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { officeSearchParams } from './office-params.ts';
import { officeSearchRoutes } from './office-search.ts';
import { officeRows } from './office-rows.ts';
import { withRollChanges } from '../../roll/changes.ts';

// The QuickSearch family, compatible with the office's public API: the same path style, parameter
// names (page 1-based, size, sortBy, sortDir) and row fields (ownerName, propertyAddress,
// isHomestead "True"/"False", parcelId in stored order, totalCount on every row). Each search has a
// twin Export... path that streams every matching row as CSV.

/** Searches of the office's live API (the rest are this project's, in the same style). */
const OFFICE_PATHS = new Set<string>([SEARCH_ENDPOINTS.address.get, SEARCH_ENDPOINTS.owner.get]);
const TAGS = ['Parcel search'];
const OFFICE_NOTE =
  " Without columns=all, exactly the office's five fields; columns=all adds this project's columns (display id, city, ZIP, use code, just value, and what realtors compare).";
/** Sends JSON text with a short public cache lifetime and an ETag; a matching If-None-Match gets 304. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: string) {
  return sendJsonText(request, reply, body, SEARCH_CACHE_CONTROL);
}

function sendCsv(reply: FastifyReply, name: string, stream: NodeJS.ReadableStream) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('cache-control', SEARCH_CACHE_CONTROL)
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(stream);
}

interface ParcelSearch {
  get: string;
  export: string;
  summary: string;
  file: string;
  schema: z.ZodObject;
  /** A rule across fields, applied to the page and the export alike. */
  refine?: (value: never, ctx: z.RefinementCtx) => void;
  plan: (database: Database, query: PageRequest) => SearchPlan | Promise<SearchPlan>;
}

/** Ties each search's plan to its own schema's output, then forgets the difference for the loop. */
function parcelSearch<S extends z.ZodObject>(s: {
  get: string;
  export: string;
  summary: string;
  file: string;
  schema: S;
  refine?: (value: z.output<S>, ctx: z.RefinementCtx) => void;
  plan: (database: Database, query: z.output<S>) => SearchPlan | Promise<SearchPlan>;
}): ParcelSearch {
  return s as unknown as ParcelSearch;
}

function refined(schema: z.ZodObject, refine: ParcelSearch['refine']): z.ZodObject {
  return refine ? schema.superRefine(refine as (value: unknown, ctx: z.RefinementCtx) => void) : schema;
}

const PARCEL_SEARCHES = [
  parcelSearch({
    ...SEARCH_ENDPOINTS.address,
    summary: "Parcels at an address: number and street, with or without suffix, direction, unit, city or ZIP ('St' = 'Street', 'N' = 'North')",
    file: 'address-search',
    schema: addressSearchQuery,
    plan: (database, q) => addressPlan(database, q.address),
  }),
  parcelSearch({
    ...SEARCH_ENDPOINTS.owner,
    summary: "Parcels by owner name, from its start, in either order ('SMITH JOHN' or 'John Smith'), companies and trusts alike",
    file: 'owner-search',
    schema: ownerSearchQuery,
    plan: (_database, q) => ownerPlan(q.ownerName),
  }),
  parcelSearch({
    ...SEARCH_ENDPOINTS.parcel,
    summary: 'Parcels by id in either order (display 35-20-27-6645-00-001 or stored 272035664500001), with or without dashes or spaces, or a prefix of one',
    file: 'parcel-id-search',
    schema: parcelIdSearchQuery,
    plan: (_database, q) => parcelIdPlan(q.pid),
  }),
  parcelSearch({
    ...SEARCH_ENDPOINTS.subdivision,
    summary: 'Parcels in subdivisions whose name starts with the text',
    file: 'subdivision-search',
    schema: subdivisionSearchQuery,
    plan: (_database, q) => subdivisionPlan(q.subdivision),
  }),
  parcelSearch({
    ...SEARCH_ENDPOINTS.sales,
    summary:
      'Sales in a date range, optionally in a city, ZIP or subdivision, by use code and price; qualified sales only unless qualifiedOnly=false. One row per sale, newest first.',
    file: 'sales-search',
    schema: salesSearchQuery,
    refine: needsASaleDate,
    plan: (database, q) => salesPlan(database, q),
  }),
  parcelSearch({
    ...SEARCH_ENDPOINTS.advanced,
    summary:
      'Any combination of owner, street, city, ZIP, use codes, subdivision, sale date and price, qualified only, just value, year built, living area, homestead and acreage. With sale criteria, one row per matching sale.',
    file: 'advanced-search',
    schema: advancedSearchQuery,
    plan: (database, q) => advancedPlan(database, q),
  }),
];

const tangibleExportQuery = tangibleSearchQuery.omit({ page: true, size: true });
const smartExportQuery = smartSearchQuery.omit({ page: true, size: true });

export async function searchRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const rows = z.array(parcelSearchRow);
  // Usage figures for the office: searches by kind (address, owner ...), never what was typed.
  const searches = createSearchCounter(root.database, root.config.site.timeZone);
  root.addHook('onClose', searches.close);
  // Exports have a row cap; the OpenAPI document states it on each (with where the whole roll is).
  const maxRows = root.config.exportMaxRows;
  const capNote = exportCapNote(maxRows);
  // The box's 'Pages' group reads the assistant's topic index and the content store (routes/index.ts).
  const findPages = createPageFinder(root.assistant, root.content);

  for (const search of PARCEL_SEARCHES) {
    app.get(
      searchPath(search.get),
      {
        preValidation: officeSearchParams(Object.keys(search.schema.shape)),
        schema: {
          ...(OFFICE_PATHS.has(search.get)
            ? {
                tags: [OFFICE_TAG, ...TAGS],
                description: officeDescription(OFFICE_FIELDS.search) + OFFICE_NOTE,
                response: { 200: z.union([z.array(officeSearchRow), rows]) },
              }
            : { tags: TAGS, response: { 200: rows } }),
          summary: search.summary,
          querystring: refined(search.schema, search.refine),
        },
      },
      async (request, reply) => {
        const query = request.query as unknown as PageRequest & { columns?: 'office' | 'all' };
        const page = await withRollChanges(app.database, async () => runPlan(app.database, await search.plan(app.database, query), query));
        searches.count(search.file.replace(/-search$/, ''), request.headers);
        const office = OFFICE_PATHS.has(search.get) && query.columns !== 'all';
        return sendCached(request, reply, office ? officeRows(page.json) : page.json);
      },
    );
    const exportSchema = refined(search.schema.omit({ page: true, size: true }), search.refine);
    app.get(
      searchPath(search.export),
      { schema: { tags: TAGS, summary: `CSV of every row of ${search.get} (not one page), streamed`, description: capNote, querystring: exportSchema } },
      async (request, reply) => {
        const query = request.query as unknown as PageRequest;
        const plan = await search.plan(app.database, query);
        const sales = plan.source === 'sales';
        const stream = await csvStream(parcelCsvHeader(sales), exportPlan(app.database, plan, query, maxRows), (r) => parcelCsvCells(r, sales));
        return sendCsv(reply, search.file, stream);
      },
    );
  }

  app.get(
    searchPath(SEARCH_ENDPOINTS.tangible.get),
    {
      schema: {
        tags: TAGS,
        summary: 'Tangible personal property accounts by account number (a prefix) or business name (from its start)',
        querystring: tangibleSearchQuery,
        response: { 200: z.array(tangibleSearchRow) },
      },
    },
    async (request, reply) => {
      const page = await withRollChanges(app.database, () => runTangible(app.database, tangiblePlan(request.query), request.query));
      searches.count('tangible', request.headers);
      return sendCached(request, reply, JSON.stringify(page.rows));
    },
  );
  app.get(
    searchPath(SEARCH_ENDPOINTS.tangible.export),
    { schema: { tags: TAGS, summary: 'CSV of every account of GetTangibleSearchInfo, streamed', description: capNote, querystring: tangibleExportQuery } },
    async (request, reply) => {
      const stream = await csvStream(TANGIBLE_CSV_HEADER, exportTangible(app.database, tangiblePlan(request.query), request.query, maxRows), tangibleCsvCells);
      return sendCsv(reply, 'tangible-search', stream);
    },
  );

  app.get(
    searchPath(SEARCH_ENDPOINTS.smart.get),
    {
      schema: {
        tags: TAGS,
        summary:
          'One search box: decides whether q is a parcel id, an address, an owner, a subdivision or a tangible account or business, and answers that search; ' +
          "the site's pages about q (pages, FAQs, forms, the assistant's topics) come as the group 'page', described in lang (en or es), and answer when nothing on the roll does",
        querystring: smartSearchQuery,
        response: { 200: smartSearchResult },
      },
    },
    async (request, reply) => {
      const answer = await withRollChanges(app.database, () => boxAnswer(app.database, request.query, findPages));
      searches.count(answer.kind, request.headers);
      return sendCached(request, reply, answer.json);
    },
  );
  app.get(
    searchPath(SEARCH_ENDPOINTS.smart.export),
    { schema: { tags: TAGS, summary: 'CSV of every row GetSmartSearchInfo finds, streamed', description: capNote, querystring: smartExportQuery } },
    async (request, reply) => {
      // Pages are not rows: an export of the 'Pages' group lists the best parcel group instead.
      const as = request.query.as === 'page' ? undefined : request.query.as;
      const choice = await smartChoice(app.database, request.query.q, as);
      if (choice.kind === 'tangible') {
        const stream = await csvStream(TANGIBLE_CSV_HEADER, exportTangible(app.database, choice.plan, {}, maxRows), tangibleCsvCells);
        return sendCsv(reply, 'tangible-search', stream);
      }
      const stream = await csvStream(parcelCsvHeader(false), exportPlan(app.database, choice.plan, request.query, maxRows), (r) => parcelCsvCells(r, false));
      return sendCsv(reply, `${choice.kind}-search`, stream);
    },
  );

  app.get(
    API.searchExamples.path,
    {
      schema: {
        tags: TAGS,
        summary: "Examples for the search box's hint, taken from the roll that is loaded (an address, an owner, a parcel id, a business)",
        response: { 200: searchExamplesSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, JSON.stringify(await searchExamples(app.database))),
  );

  app.get(
    API.suggestions.path,
    {
      schema: {
        tags: TAGS,
        summary: `Type-ahead for the search box: suggestions grouped by kind (at most 8 each), each with the link it leads to; nothing under 2 characters`,
        querystring: suggestQuery,
        response: { 200: suggestResult },
      },
    },
    async (request, reply) => sendCached(request, reply, JSON.stringify(await suggest(app.database, request.query.q))),
  );

  await officeSearchRoutes(root);
}
