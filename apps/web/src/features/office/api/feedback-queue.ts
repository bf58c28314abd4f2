import type { FeedbackDetail, FeedbackList, FeedbackQueueQuery } from '@county/shared/office-queue';
import { apiPath, apiPathWith } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

// The feedback queue's requests (decision 141). A reply changes state, so it carries the CSRF token.

export const readFeedbackList = (query: FeedbackQueueQuery) =>
  getJson<FeedbackList>(apiPath('staffFeedbackList', { page: Number(query.page ?? 1), state: query.state, q: query.q }));

export const readFeedback = (receipt: string) => getJson<FeedbackDetail>(apiPathWith('staffFeedbackItem', { id: receipt }));

export const replyToFeedback = (receipt: string, message: string, csrf: string) =>
  postJson<FeedbackDetail>(apiPathWith('staffFeedbackReply', { id: receipt }), { message }, { headers: { 'X-CSRF-Token': csrf } });
