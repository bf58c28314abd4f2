import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The search page's catalogue (messages/en.json, messages/es.json); the box has its own. */
export const searchMessages = defineMessages('search', en, () => import('./messages/es.json'));
export const useSearchT = makeUseT(searchMessages);
export type SearchKey = keyof typeof en;
