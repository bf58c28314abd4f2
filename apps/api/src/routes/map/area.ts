import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@county/shared/api/paths';
import { CONTRACT } from '@county/shared/api/contract';
import { comparableCsv, comparableRowOfMapSale } from '@county/shared/comparable-columns';
import type { MapAreaParcelRow } from '@county/shared/map';
import { csvDocument, type Cell } from '../../csv/index.ts';
import { listArea } from '../../gis/area-list.ts';
import { exportCapNote, exportTooLarge } from '../../search/run/export-cap.ts';
import { SEARCH_CACHE_CONTROL, sendJsonText } from '../cacheable-json.ts';

// The parcels or the qualified sales inside an area drawn on the map (issue 28): a page of them as
// JSON, or with format=csv every row as CSV, under the search exports' cap. The CSV's headers word
// a column as the roll downloads word the same column; the data dictionary describes them (decision 120).

export const PARCEL_COLUMNS: Array<[string, (r: MapAreaParcelRow) => Cell]> = [
  ['Parcel ID', (r) => r.displayParcelId],
  ['Parcel ID (stored order)', (r) => r.parcelId],
  ['Owner', (r) => r.owner],
  ['Property address', (r) => r.address],
  ['Property city', (r) => r.city],
  ['Use code', (r) => r.useCode],
  ['Use description', (r) => r.useDescription],
  ['Just (market) value', (r) => r.justValue],
  ['Living area (sq ft)', (r) => r.livingArea],
  ['Land area (sq ft)', (r) => r.landSqFt],
  ['Year built', (r) => r.yearBuilt],
  ['Last sale date', (r) => r.lastSaleDate],
  ['Last sale price', (r) => r.lastSalePrice],
  ['Distance (ft)', (r) => r.distanceFt],
];
function csvOf<R>(columns: Array<[string, (r: R) => Cell]>, rows: R[]): string {
  return csvDocument(
    columns.map(([name]) => name),
    rows.map((r) => columns.map(([, cell]) => cell(r))),
  );
}

/** The sales' file has the columns of every list of comparable sales (decision 124). */
function salesCsv(sales: NonNullable<Awaited<ReturnType<typeof listArea>>['sales']>): string {
  const { header, cells } = comparableCsv(sales.map(comparableRowOfMapSale));
  return csvDocument(header, cells);
}

export async function areaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxRows = fastify.config.exportMaxRows;
  app.get(
    API.mapArea.path,
    {
      schema: {
        tags: ['map'],
        summary:
          'Parcels (kind=parcels) or qualified sales of the last three years (kind=sales) inside a rectangle, a circle, or within radiusFt of a parcel; sorted and paged, or every row as CSV (format=csv)',
        description: exportCapNote(maxRows),
        querystring: CONTRACT.mapArea.query,
        response: { 200: z.union([CONTRACT.mapArea.response, z.string()]) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const list = await listArea(app.database, query, fastify.config.countyExtent);
      if (query.format === 'csv') {
        if (list.total > maxRows) throw exportTooLarge(list.total.toLocaleString('en-US'), maxRows);
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .header('cache-control', SEARCH_CACHE_CONTROL)
          .header('content-disposition', `attachment; filename="map-${list.kind}-${date}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(list.parcels ? csvOf(PARCEL_COLUMNS, list.parcels) : salesCsv(list.sales ?? []));
      }
      const body = { kind: list.kind, areaSqMi: list.areaSqMi, total: list.total, page: query.page, size: query.size };
      const answer = list.parcels ? { ...body, parcels: list.parcels } : { ...body, sales: list.sales };
      return sendJsonText(request, reply, JSON.stringify(answer), SEARCH_CACHE_CONTROL);
    },
  );
}
