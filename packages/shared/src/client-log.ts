import { z } from 'zod';

/** Client error log record (specification, section 3): Message, Stack, URL. */
export const clientLogSchema = z.object({
  Message: z.string().min(1).max(2_000),
  Stack: z.string().max(8_000).optional().nullable(),
  URL: z.string().max(2_000).optional().nullable(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
