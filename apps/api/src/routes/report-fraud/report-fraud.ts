import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportFraudPayloadSchema } from '@county/shared/report-fraud';
import { createFormGuard } from '../../forms/guard.ts';
import { storeOnce } from '../../forms/store.ts';
import { formTokenSchema, pagePath, receiptSchema } from '../../forms/schemas.ts';
import { API } from '@county/shared/api/paths';

// Homestead-fraud reports from /report-fraud: the same defences and storage as website feedback,
// a token of its own (a feedback token cannot send a report) and its own rate count.
export async function reportFraudRoutes(app: FastifyInstance): Promise<void> {
  const guard = createFormGuard(app, 'report-fraud');
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.reportFraudToken.path,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['report-fraud'],
        summary: 'Token for a homestead-fraud report form being opened',
        response: { 200: formTokenSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await guard.issue()),
  );

  api.post(
    API.addFraudReport.path,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: false },
      onRequest: guard.limit,
      schema: {
        tags: ['report-fraud'],
        summary: 'Report suspected homestead exemption fraud (stored for the office; answers a receipt number)',
        body: reportFraudPayloadSchema,
        response: { 201: receiptSchema, 200: receiptSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { nonce } = await guard.check(body);
      const receipt = await storeOnce(app.database, 'fraud_reports', 'HF', nonce, {
        page: pagePath(body.Page),
        parcel_id: (body.ParcelId ?? '').trim(),
        address: (body.Address ?? '').trim(),
        reason: body.Reason,
        description: body.Description.trim(),
        reporter_name: (body.ReporterName ?? '').trim(),
        reporter_email: (body.ReporterEmail ?? '').trim(),
        reporter_phone: (body.ReporterPhone ?? '').trim(),
      });
      return reply.code(201).send(receipt);
    },
  );
}
