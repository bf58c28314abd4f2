import { CHAT_REPLY_FORMAT, type ChatLanguage, type ChatReply } from '@county/shared';
import { apiGet } from '../../../lib/api.ts';

/**
 * The assistant's reply to a question (a command: sent when the person asks, with the overlay).
 * The API answers a bare list of links to callers that do not ask for the reply format; the page's
 * language decides the reply's when the question's words do not.
 */
export async function askAssistant(question: string, lang: ChatLanguage, signal: AbortSignal): Promise<ChatReply> {
  const body = await apiGet('chat', { queryData: question, format: CHAT_REPLY_FORMAT, lang }, { signal });
  return Array.isArray(body) ? { text: '', language: 'en', items: body } : body;
}
