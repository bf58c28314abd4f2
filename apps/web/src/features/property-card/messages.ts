import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The property card's catalog (messages/en.json, messages/es.json), also used by the card-missing message. */
export const cardMessages = defineMessages('property-card', en, () => import('./messages/es.json'), icu);
export const useCardT = makeUseT(cardMessages);
export type CardKey = keyof typeof en;
