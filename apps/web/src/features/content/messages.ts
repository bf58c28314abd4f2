import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The content pages' own words around the office's text (messages/en.json, messages/es.json). */
export const contentMessages = defineMessages('content', en, () => import('./messages/es.json'));
export const useContentT = makeUseT(contentMessages);
