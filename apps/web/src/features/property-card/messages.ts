import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalogue.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The property card's catalogue (messages/en.json, messages/es.json), also used by the card-missing message. */
export const cardMessages = defineMessages('property-card', en, () => import('./messages/es.json'));
export const useCardT = makeUseT(cardMessages);
export type CardKey = keyof typeof en;
