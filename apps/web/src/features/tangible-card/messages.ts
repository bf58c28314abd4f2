import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The tangible property card's catalog (messages/en.json, messages/es.json). */
export const tangibleMessages = defineMessages('tangible-card', en, () => import('./messages/es.json'));
export const useTangibleT = makeUseT(tangibleMessages);
export type TangibleKey = keyof typeof en;
