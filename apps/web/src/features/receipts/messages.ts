import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The receipts catalog (messages/en.json, messages/es.json). */
export const receiptsMessages = defineMessages('receipts', en, () => import('./messages/es.json'));
export const useReceiptT = makeUseT(receiptsMessages);
