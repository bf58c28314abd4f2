import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The employment, procurement and testimonials pages' catalog (messages/en.json, messages/es.json). */
export const listingsMessages = defineMessages('listings', en, () => import('./messages/es.json'), icu);
export const useListingsT = makeUseT(listingsMessages);
export type ListingsKey = keyof typeof en;
