import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The receipts catalogue (messages/en.json, messages/es.json). */
export const receiptsMessages = defineMessages('receipts', en, () => import('./messages/es.json'));
export const useReceiptT = makeUseT(receiptsMessages);
