import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@county/shared/api/paths';
import type { StaffRole } from '@county/shared/staff';
import { audit } from '../../staff/audit.ts';
import { feedbackItem, listFeedback, replyToFeedback } from '../../office/feedback-queue.ts';
import { closeFraudReport, fraudReport, listFraudReports } from '../../office/fraud-queue.ts';
import { requireStaff } from '../../plugins/staff-session.ts';
import { limitKey } from '../../trust-proxy.ts';
import { contractSchema } from '../contract-schema.ts';

// The feedback and fraud-report queues (issue 45, decision 141), for customer service and supervisors. Opening a
// message shows personal data, so each view is audited with the message's receipt; so is each reply.
// The session is checked on request, before the input is validated, so an anonymous caller learns
// nothing about what the routes accept (401 before any 400).

const tags = ['office'];
const QUEUE_ROLES: readonly StaffRole[] = ['customer-service', 'supervisor'];

export async function staffQueueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const allowed = requireStaff(app, QUEUE_ROLES);

  app.get(
    API.staffFeedbackList.path,
    { schema: contractSchema('staffFeedbackList', { tags, summary: 'Website feedback, newest first, by state or words' }), onRequest: allowed },
    async (request) => listFeedback(app.database, request.query),
  );

  app.get(
    API.staffFeedbackItem.path,
    { schema: contractSchema('staffFeedbackItem', { tags, summary: 'One feedback message (audited)' }), onRequest: allowed },
    async (request) => {
      const item = await feedbackItem(app.database, request.params.id);
      await audit(app.database, { actor: request.staff!.email, action: 'feedback.view', subject: item.receipt, client: limitKey(request) });
      return item;
    },
  );

  app.post(
    API.staffFeedbackReply.path,
    {
      schema: contractSchema('staffFeedbackReply', { tags, summary: "Sends a reply to the sender's e-mail and marks the message answered" }),
      onRequest: allowed,
    },
    async (request) => {
      const by = request.staff!.email;
      const item = await replyToFeedback(app.database, request.params.id, by, request.body.message, app.config.site.officeName);
      await audit(app.database, { actor: by, action: 'feedback.reply', subject: item.receipt, client: limitKey(request) });
      return item;
    },
  );

  app.get(
    API.staffFraudList.path,
    { schema: contractSchema('staffFraudList', { tags, summary: 'Homestead-fraud reports, newest first, by state or words' }), onRequest: allowed },
    async (request) => listFraudReports(app.database, request.query),
  );

  app.get(
    API.staffFraudItem.path,
    { schema: contractSchema('staffFraudItem', { tags, summary: 'One fraud report (audited)' }), onRequest: allowed },
    async (request) => {
      const item = await fraudReport(app.database, request.params.id);
      await audit(app.database, { actor: request.staff!.email, action: 'fraud.view', subject: item.receipt, client: limitKey(request) });
      return item;
    },
  );

  app.post(
    API.staffFraudClose.path,
    { schema: contractSchema('staffFraudClose', { tags, summary: 'Closes a fraud report (a tip: nobody is written to)' }), onRequest: allowed },
    async (request) => {
      const item = await closeFraudReport(app.database, request.params.id, request.staff!.email);
      await audit(app.database, { actor: request.staff!.email, action: 'fraud.close', subject: item.receipt, client: limitKey(request) });
      return item;
    },
  );
}
