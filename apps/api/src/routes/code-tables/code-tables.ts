import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeTableParams, codeTableQuery, codeTableSchema } from '@county/shared/code-tables';
import { csvDocument } from '../../csv/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { CODE_TABLES, CODE_TABLE_BY_ID, currentTaxYear, filterRows } from '../../code-tables/tables.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// GET api/CodeTables lists the tables; GET api/CodeTables/{table} answers one as JSON, or as a CSV
// file with ?format=csv. ?q= keeps the rows that contain every word, so a filtered view on the page
// downloads as exactly what the reader sees.

export async function codeTableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.codeTables.path,
    {
      schema: contractSchema('codeTables', { tags: ['code tables'], summary: 'The code tables, with their columns and row counts' }),
    },
    async () => {
      const taxYear = await currentTaxYear(app.database);
      const tables = await Promise.all(
        CODE_TABLES.map(async ({ id, title, description, columns, load }) => ({
          id,
          title,
          description,
          columns,
          rowCount: (await load(app.database, taxYear)).length,
        })),
      );
      return { taxYear, tables };
    },
  );

  api.get(
    API.codeTable.path,
    {
      schema: {
        tags: ['code tables'],
        summary: 'One code table as JSON, or as CSV with format=csv',
        params: codeTableParams,
        querystring: codeTableQuery,
        response: {
          200: z.union([codeTableSchema, z.string()]),
        },
      },
    },
    async (request, reply) => {
      const table = CODE_TABLE_BY_ID.get(request.params.table);
      if (!table) throw new HttpError(404, `There is no code table named '${request.params.table}'.`, 'table');
      const taxYear = await currentTaxYear(app.database);
      const rows = filterRows(await table.load(app.database, taxYear), request.query.q);
      if (request.query.format === 'csv') {
        const csv = csvDocument(
          table.columns.map((c) => c.label),
          rows.map((row) => table.columns.map((c) => row[c.key])),
        );
        const name = table.id === 'taxing-authorities' ? `${table.id}-${taxYear}.csv` : `${table.id}.csv`;
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
      }
      return { id: table.id, title: table.title, taxYear, columns: table.columns, rows };
    },
  );
}
