import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The feedback form's catalogue (messages/en.json, messages/es.json). */
export const feedbackMessages = defineMessages('feedback', en, () => import('./messages/es.json'));
export const useFeedbackT = makeUseT(feedbackMessages);
