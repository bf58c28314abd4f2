import en from './search-box/messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/**
 * The search box's catalog, apart from the search page's: the home page embeds the box, and its
 * initial JavaScript has a budget that the search page's words would overrun.
 */
export const searchBoxMessages = defineMessages('search-box', en, () => import('./search-box/messages/es.json'));
export const useSearchBoxT = makeUseT(searchBoxMessages);
export type SearchBoxKey = keyof typeof en;
