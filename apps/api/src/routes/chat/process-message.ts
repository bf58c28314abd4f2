import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_MAX_ACTIONS, CHAT_REPLY_FORMAT, type ChatReply } from '@county/shared';
import { chatResponseSchema } from '@county/shared/chat-schemas';
import { QuestionLog } from '../../chat/question-log.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// GET api/chat/processmessage?queryData=...: the virtual assistant's answers to one question, as the
// office's own client expects them (specification, section 7). The knowledge base is read once at
// start-up; answering is CPU only, well under a millisecond. A question without an answer is kept
// (scrubbed, without who asked) for the office's analytics report, so the knowledge base can grow
// where people found nothing; it is written after the answer, in batches (chat/question-log.ts), so
// keeping it never costs the person the answer nor time.
//
// `format=reply` asks for the answer in words as well ({text, language, items}), for this site's
// dialog; without it the answer stays the bare list, so the office's own client works unchanged.
//
// The engine keeps recent answers (the same frozen object for the same question), and each answer's
// JSON is written once, through the response schema, next to it: a repeated question then costs a
// lookup, not a schema check and a JSON.stringify per request (decision 43).

const JSON_TYPE = 'application/json; charset=utf-8';

/** Both JSON forms of one answer, made on first use; dropped with the answer when the engine forgets it. */
interface Written {
  list?: string;
  reply?: string;
}

function write(value: unknown): string {
  return JSON.stringify(chatResponseSchema.parse(value));
}

/** Sends JSON written beforehand; a string with a JSON content type goes out as it is, unserialized. */
function sendWritten(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const engine = app.assistant;
  const written = new WeakMap<Readonly<ChatReply>, Written>();
  const questions = new QuestionLog(app.database, (err) => app.log.warn({ err }, 'could not keep unanswered questions'));
  app.addHook('onClose', () => questions.flush());

  app.withTypeProvider<ZodTypeProvider>().get(
    API.chat.path,
    {
      schema: contractSchema('chat', {
        tags: ['assistant'],
        summary: 'Answer a question to the virtual assistant',
        description:
          `Links that answer the question, best first, at most ${CHAT_MAX_ACTIONS}; an empty list when nothing fits. ` +
          `With format=${CHAT_REPLY_FORMAT}, an object with the answer in words and the same links.`,
      }),
    },
    async (request, reply) => {
      const answer = engine.reply(request.query.queryData, request.query.lang);
      if (answer.items.length === 0) questions.keep(request.query.queryData, request.headers);
      let forms = written.get(answer);
      if (!forms) written.set(answer, (forms = {}));
      const body = request.query.format === CHAT_REPLY_FORMAT ? (forms.reply ??= write(answer)) : (forms.list ??= write(answer.items));
      return sendWritten(reply, body);
    },
  );
}
