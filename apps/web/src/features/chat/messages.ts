import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The assistant's catalogue (messages/en.json, messages/es.json). */
export const chatMessages = defineMessages('chat', en, () => import('./messages/es.json'));
export const useChatT = makeUseT(chatMessages);
