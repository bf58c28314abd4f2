import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The external-link notice's catalogue (messages/en.json, messages/es.json). */
export const noticeMessages = defineMessages('notice', en, () => import('./messages/es.json'));
export const useNoticeT = makeUseT(noticeMessages);
