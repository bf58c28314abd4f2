import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The employment, procurement and testimonials pages' catalogue (messages/en.json, messages/es.json). */
export const listingsMessages = defineMessages('listings', en, () => import('./messages/es.json'));
export const useListingsT = makeUseT(listingsMessages);
export type ListingsKey = keyof typeof en;
