import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The assistant's catalog (messages/en.json, messages/es.json). */
export const chatMessages = defineMessages('chat', en, () => import('./messages/es.json'));
export const useChatT = makeUseT(chatMessages);
