import type { FormReceipt, FormTokenAnswer } from '@county/shared/feedback';
import type { FormRequests } from '../../../components/form-fields/form-logic.ts';
import { apiPath } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

/** The fraud report's token (fetched quietly when the form opens) and its send, with the overlay. */
export const reportFraudRequests: FormRequests = {
  token: () => getJson<FormTokenAnswer>(apiPath('reportFraudToken'), { quiet: true }),
  send: (body) => postJson<FormReceipt>(apiPath('addFraudReport'), body),
};
