import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The report fraud catalogue (messages/en.json, messages/es.json). */
export const fraudMessages = defineMessages('fraud', en, () => import('./messages/es.json'));
export const useFraudT = makeUseT(fraudMessages);
