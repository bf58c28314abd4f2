import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The external-link notice's catalog (messages/en.json, messages/es.json). */
export const noticeMessages = defineMessages('notice', en, () => import('./messages/es.json'));
export const useNoticeT = makeUseT(noticeMessages);
