import { z } from 'zod';
import { CHAT_MAX_ACTIONS, CHAT_MAX_LENGTH, CHAT_REPLY_FORMAT } from './chat.ts';
import { messages } from './messages.ts';

// The assistant endpoint's query and answers. Kept apart from ./chat.ts, which the web app loads
// at run time, so that no schema library comes with it.

export const chatQuerySchema = z.object({
  queryData: z
    .string({ error: messages.chat.required })
    .max(CHAT_MAX_LENGTH, `at most ${CHAT_MAX_LENGTH} characters`)
    .refine((q) => q.trim().length > 0, messages.chat.required),
  format: z.literal(CHAT_REPLY_FORMAT).optional().describe(`'${CHAT_REPLY_FORMAT}' for the answer in words as well as the links`),
  lang: z
    .enum(['en', 'es'], { error: "lang must be 'en' or 'es'" })
    .optional()
    .describe("The page's language: the reply's language when the question's own words leave it open"),
});

export const chatActionSchema = z.object({
  actionName: z.string().describe('Link text; Homestead, TPP, Income Survey and External show canned content'),
  actionLink: z.string().describe('A path of the site, or notice:<type> for another site reached through the external-link notice'),
});

export const chatReplySchema = z.object({
  text: z.string().describe('Plain text: one or two sentences that answer, or what the assistant covers when nothing fits'),
  language: z.enum(['en', 'es']),
  items: z.array(chatActionSchema).max(CHAT_MAX_ACTIONS),
});

/** The bare list of links (the office's own client), or the answer in words with format=reply. */
export const chatResponseSchema = z.union([z.array(chatActionSchema).max(CHAT_MAX_ACTIONS), chatReplySchema]);
