import type { FeedbackDetail, FeedbackList, FeedbackQueueQuery, FraudDetail, FraudList, FraudState } from '@county/shared/office-queue';
import { apiPath, apiPathWith } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

// The work queues' requests (decision 141). A reply or a close changes state, so it carries the CSRF token.

export const readFeedbackList = (query: FeedbackQueueQuery) =>
  getJson<FeedbackList>(apiPath('staffFeedbackList', { page: Number(query.page ?? 1), state: query.state, q: query.q }));

export const readFeedback = (receipt: string) => getJson<FeedbackDetail>(apiPathWith('staffFeedbackItem', { id: receipt }));

export const replyToFeedback = (receipt: string, message: string, csrf: string) =>
  postJson<FeedbackDetail>(apiPathWith('staffFeedbackReply', { id: receipt }), { message }, { headers: { 'X-CSRF-Token': csrf } });

export const readFraudList = (query: { state?: FraudState; q?: string; page: number }) =>
  getJson<FraudList>(apiPath('staffFraudList', { page: query.page, state: query.state, q: query.q }));

export const readFraudReport = (receipt: string) => getJson<FraudDetail>(apiPathWith('staffFraudItem', { id: receipt }));

export const closeFraudReport = (receipt: string, csrf: string) =>
  postJson<FraudDetail>(apiPathWith('staffFraudClose', { id: receipt }), {}, { headers: { 'X-CSRF-Token': csrf } });
