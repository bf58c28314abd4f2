import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The feedback form's catalog (messages/en.json, messages/es.json). */
export const feedbackMessages = defineMessages('feedback', en, () => import('./messages/es.json'));
export const useFeedbackT = makeUseT(feedbackMessages);
