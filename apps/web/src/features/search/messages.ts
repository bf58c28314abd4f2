import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The search page's catalog (messages/en.json, messages/es.json); the box has its own. */
export const searchMessages = defineMessages('search', en, () => import('./messages/es.json'), icu);
export const useSearchT = makeUseT(searchMessages);
export type SearchKey = keyof typeof en;
