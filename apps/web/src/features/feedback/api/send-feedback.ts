import type { FormReceipt, FormTokenAnswer } from '@county/shared/feedback';
import type { FormRequests } from '../../../components/form-fields/form-logic.ts';
import { apiPath } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

/** The feedback form's token (fetched quietly when the form opens) and its send, with the overlay. */
export const feedbackRequests: FormRequests = {
  token: () => getJson<FormTokenAnswer>(apiPath('feedbackToken'), { quiet: true }),
  send: (body) => postJson<FormReceipt>(apiPath('addFeedback'), body),
};
