import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formatArea,
  rollStatisticsQuery,
  rollStatisticsSchema,
  salesStatisticsQuery,
  salesStatisticsResponse,
  statisticsAreasResponse,
  ROLL_CSV_COLUMNS,
  SALES_CSV_COLUMNS,
  type RollStatistics,
} from '@county/shared/statistics';
import { API } from '@county/shared/api/paths';
import { csvDocument, type Cell } from '../../csv/index.ts';
import { rollStatistics, rollStatisticsText, salesStatistics, salesStatisticsText, statisticsAreasText } from '../../statistics/store.ts';

// Market and roll statistics (decision 76): figures computed ahead from the roll, as JSON or, with
// format=csv, as a CSV file of the same figures.

/** The roll summary in long form, one figure a line, so every table of it fits one CSV. */
function rollCsvRows(s: RollStatistics): Cell[][] {
  const out: Cell[][] = [];
  const add = (table: string, code: string, name: string, figures: Record<string, number | null>) => {
    for (const [measure, value] of Object.entries(figures)) out.push([s.year, table, code, name, measure, value]);
  };
  add('totals', '', 'County', { parcels: s.parcels, homesteads: s.homesteads, ...s.totals });
  for (const u of s.useClasses) add('use class', u.useClass, u.useClass, { parcels: u.parcels, just: u.just, nonschoolTaxable: u.nonschoolTaxable });
  for (const a of s.authorities)
    add('taxing authority', a.code, a.name, { parcels: a.parcels, just: a.just, assessed: a.assessed, exempt: a.exempt, taxable: a.taxable });
  for (const e of s.exemptions) add('exemption', e.code, e.description, { count: e.count, schoolAmount: e.schoolAmount, nonschoolAmount: e.nonschoolAmount });
  add('new construction', '', 'Buildings first on this roll', { ...s.newConstruction });
  add('caps', '', 'Save Our Homes and 10% cap', { ...s.caps });
  add('tangible', '', 'Tangible personal property accounts', { ...s.tangible });
  if (s.change) add('change from the year before (percent)', '', 'County', { ...s.change });
  return out;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Figures of an earlier roll than the one loaded now (they are being computed again, decision 76)
 * are answered all the same, and say so: this header holds the time they were computed.
 */
const STALE_HEADER = 'x-statistics-stale-since';

function markStale(reply: FastifyReply, staleSince: string | null): FastifyReply {
  return staleSince === null ? reply : reply.header(STALE_HEADER, staleSince);
}

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.salesStatistics.path,
    {
      schema: {
        tags: ['statistics'],
        summary: 'Qualified sales of an area and use class month by month: count, median and mean price, median price per square foot, twelve-month change',
        querystring: salesStatisticsQuery,
        response: { 200: z.union([salesStatisticsResponse, z.string()]) },
      },
    },
    async (request, reply) => {
      // JSON goes out as the text kept for it: the figures are computed ahead, and the tests hold them to the schema.
      if (request.query.format === 'json') {
        const { body, staleSince } = await salesStatisticsText(app.database, request.query);
        return markStale(reply, staleSince).type(JSON_TYPE).send(body);
      }
      const { body, staleSince } = await salesStatistics(app.database, request.query);
      const name = `sales-${formatArea(body.area).replace(/[^A-Za-z0-9]+/g, '-')}-${request.query.use}.csv`.toLowerCase();
      return markStale(reply, staleSince)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(
          csvDocument(
            SALES_CSV_COLUMNS.map(([header]) => header),
            body.months.map((m) => SALES_CSV_COLUMNS.map(([, figure]) => m[figure])),
          ),
        );
    },
  );

  api.get(
    API.rollStatistics.path,
    {
      schema: {
        tags: ['statistics'],
        summary:
          "The roll's summary of a year: parcels and values by use class and taxing authority, exemptions, new construction, cap savings, change from the year before",
        querystring: rollStatisticsQuery,
        response: { 200: z.union([rollStatisticsSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'json') {
        const { body, staleSince } = await rollStatisticsText(app.database, request.query.year);
        return markStale(reply, staleSince).type(JSON_TYPE).send(body);
      }
      const { body: summary, staleSince } = await rollStatistics(app.database, request.query.year);
      return markStale(reply, staleSince)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="roll-summary-${summary.year}.csv"`)
        .send(csvDocument([...ROLL_CSV_COLUMNS], rollCsvRows(summary)));
    },
  );

  api.get(
    API.statisticsAreas.path,
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Every city, ZIP code, subdivision and neighborhood of the roll with its name and qualified sales of the ten years: what area= accepts, by name or code',
        response: { 200: z.union([statisticsAreasResponse, z.string()]) },
      },
    },
    async (_request, reply) => {
      const { body, staleSince } = await statisticsAreasText(app.database);
      return markStale(reply, staleSince).type(JSON_TYPE).send(body);
    },
  );
}
