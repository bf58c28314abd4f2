import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The TRIM notice page's catalog (messages/en.json, messages/es.json). */
export const trimMessages = defineMessages('trim', en, () => import('./messages/es.json'), icu);
export const useTrimT = makeUseT(trimMessages);
export type TrimKey = keyof typeof en;
