import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The report fraud catalog (messages/en.json, messages/es.json). */
export const fraudMessages = defineMessages('fraud', en, () => import('./messages/es.json'));
export const useFraudT = makeUseT(fraudMessages);
