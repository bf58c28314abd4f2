import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createFormGuard } from '../forms/guard.ts';
import { formTokenSchema, receiptSchema } from '../forms/schemas.ts';
import { storeOnce, type FormFields, type FormTable } from '../forms/store.ts';
import type { FormKind } from '../forms/token.ts';

// The two routes every public form has: GET hands the form its token when it opens; POST validates
// the body with the form's own schema, checks the token and the honeypot, then the client's rate
// (forms/guard.ts), and stores the message once per token. Only what a form stores differs between forms.

interface GuardedBody {
  FormToken: string;
  Website?: string;
}

export interface FormRoutes<Body extends z.ZodType<GuardedBody>, T extends FormTable> {
  form: FormKind;
  tag: string;
  token: { path: string; summary: string };
  submit: { path: string; summary: string; body: Body };
  table: T;
  /** The receipt number's prefix (FB-..., HF-...). */
  receiptPrefix: string;
  /** The columns stored for one message. */
  fields(body: z.output<Body>): FormFields<T>;
}

export function registerFormRoutes<Body extends z.ZodType<GuardedBody>, T extends FormTable>(app: FastifyInstance, spec: FormRoutes<Body, T>): void {
  const guard = createFormGuard(app, spec.form);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    spec.token.path,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: [spec.tag], summary: spec.token.summary, response: { 200: formTokenSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await guard.issue()),
  );

  api.post(
    spec.submit.path,
    {
      bodyLimit: 16 * 1024,
      // Counted by the form guard in the database instead, so every server process shares the count:
      // messages once checked, refused requests apart.
      config: { rateLimit: false },
      onRequest: guard.refuseFlood,
      onSend: guard.countRefused,
      schema: {
        tags: [spec.tag],
        summary: spec.submit.summary,
        body: spec.submit.body,
        response: { 201: receiptSchema, 200: receiptSchema },
      },
    },
    async (request, reply) => {
      // The type provider cannot resolve a generic schema's output; the schema has validated it.
      const body = request.body as z.output<Body>;
      const { nonce } = await guard.check(body);
      await guard.count(request);
      const receipt = await storeOnce(app.database, spec.table, spec.receiptPrefix, nonce, spec.fields(body));
      return reply.code(201).send(receipt);
    },
  );
}
