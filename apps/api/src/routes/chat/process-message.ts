import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_MAX_ACTIONS, CHAT_REPLY_FORMAT } from '@county/shared';
import { chatQuerySchema, chatResponseSchema } from '@county/shared/chat-schemas';
import { ChatEngine } from '../../chat/engine.ts';
import { loadKnowledgeBase } from '../../chat/knowledge-base.ts';
import { recordUnansweredQuestion } from '../../analytics/index.ts';
import { API } from '@county/shared/api/paths';

// GET api/chat/processmessage?queryData=...: the virtual assistant's answers to one question, as the
// office's own client expects them (specification, section 7). The knowledge base is read once at
// start-up; answering is CPU only, well under a millisecond. A question without an answer is kept
// (scrubbed, without who asked) for the office's analytics report, so the knowledge base can grow
// where people found nothing; a failure to keep it never costs the person the answer.
//
// `format=reply` asks for the answer in words as well ({text, language, items}), for this site's
// dialog; without it the answer stays the bare list, so the office's own client works unchanged.

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const engine = new ChatEngine(loadKnowledgeBase(join(app.config.contentDir, 'assistant')));

  app.withTypeProvider<ZodTypeProvider>().get(
    API.chat.path,
    {
      schema: {
        tags: ['assistant'],
        summary: 'Answer a question to the virtual assistant',
        description:
          `Links that answer the question, best first, at most ${CHAT_MAX_ACTIONS}; an empty list when nothing fits. ` +
          `With format=${CHAT_REPLY_FORMAT}, an object with the answer in words and the same links.`,
        querystring: chatQuerySchema,
        response: { 200: chatResponseSchema },
      },
    },
    async (request) => {
      const reply = engine.reply(request.query.queryData);
      if (reply.items.length === 0) {
        await recordUnansweredQuestion(app.database, request.query.queryData, request.headers).catch((err: unknown) =>
          request.log.warn({ err }, 'could not keep an unanswered question'),
        );
      }
      if (request.query.format === CHAT_REPLY_FORMAT) return { ...reply, items: [...reply.items] };
      return [...reply.items];
    },
  );
}
