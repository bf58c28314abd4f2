import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { comparableRowOf, toStoredId } from '@county/shared';
import { comparableCsv, type ComparableRow } from '@county/shared/comparable-columns';
import { csvDocument } from '../../csv/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { comparableSales } from '../../tools/comparables.ts';
import { taxEstimateInputs } from '../../tools/tax-inputs.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// The property tools: inputs of the tax estimator and comparable sales (JSON, or CSV to download).
// The arithmetic itself runs in the browser from the shared package, so the page shows each step.
export async function toolRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.taxEstimateInputs.path,
    {
      schema: contractSchema('taxEstimateInputs', {
        tags: ['tools'],
        summary: "A parcel's latest two roll years and this year's rates of its taxing authorities",
      }),
    },
    async (request) => {
      const inputs = await taxEstimateInputs(app.database, toStoredId(request.query.pid)!);
      if (!inputs) throw new HttpError(404, 'No parcel has that parcel id.', 'pid');
      return inputs;
    },
  );

  api.get(
    API.comparableSales.path,
    {
      schema: contractSchema('comparableSales', { tags: ['tools'], summary: 'Qualified sales of parcels similar to a parcel, with price per square foot' }),
    },
    async (request) => {
      const answer = await comparableSales(app.database, toStoredId(request.query.pid)!, request.query);
      if (!answer) throw new HttpError(404, 'No parcel has that parcel id.', 'pid');
      return answer;
    },
  );

  api.get(
    API.comparableSalesCsv.path,
    {
      schema: contractSchema('comparableSalesCsv', { tags: ['tools'], summary: 'The same comparable sales as a CSV file, in the order asked for' }),
    },
    async (request, reply) => {
      const answer = await comparableSales(app.database, toStoredId(request.query.pid)!, request.query);
      if (!answer) throw new HttpError(404, 'No parcel has that parcel id.', 'pid');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="comparable-sales-${answer.subject.parcelId}.csv"`)
        .send(csvOf(answer.sales.map(comparableRowOf)));
    },
  );
}

/** The file's columns are every list's of comparable sales (decision 124). */
function csvOf(rows: ComparableRow[]): string {
  const { header, cells } = comparableCsv(rows);
  return csvDocument(header, cells);
}
