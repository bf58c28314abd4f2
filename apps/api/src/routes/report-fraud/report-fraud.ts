import type { FastifyInstance } from 'fastify';
import { reportFraudPayloadSchema } from '@county/shared/report-fraud';
import { pagePath } from '../../forms/schemas.ts';
import { registerFormRoutes } from '../form-routes.ts';
import { API } from '@county/shared/api/paths';

// Homestead-fraud reports from /report-fraud: the same defences and storage as website feedback,
// a token of its own (a feedback token cannot send a report) and its own rate count.
export async function reportFraudRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, {
    form: 'report-fraud',
    tag: 'report-fraud',
    token: { path: API.reportFraudToken.path, summary: 'Token for a homestead-fraud report form being opened' },
    submit: {
      path: API.addFraudReport.path,
      summary: 'Report suspected homestead exemption fraud (stored for the office; answers a receipt number)',
      body: reportFraudPayloadSchema,
    },
    table: 'fraud_reports',
    receiptPrefix: 'HF',
    fields: (body) => ({
      page: pagePath(body.Page),
      parcel_id: (body.ParcelId ?? '').trim(),
      address: (body.Address ?? '').trim(),
      reason: body.Reason,
      description: body.Description.trim(),
      reporter_name: (body.ReporterName ?? '').trim(),
      reporter_email: (body.ReporterEmail ?? '').trim(),
      reporter_phone: (body.ReporterPhone ?? '').trim(),
    }),
  });
}
