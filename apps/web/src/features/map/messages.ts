import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The map page's catalog (messages/en.json, messages/es.json). */
export const mapMessages = defineMessages('map', en, () => import('./messages/es.json'), icu);
export const useMapT = makeUseT(mapMessages);
export type MapKey = keyof typeof en;
