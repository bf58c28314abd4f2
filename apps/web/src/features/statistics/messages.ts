import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The statistics page's catalog (messages/en.json, messages/es.json). */
export const statisticsMessages = defineMessages('statistics', en, () => import('./messages/es.json'), icu);
export const useStatisticsT = makeUseT(statisticsMessages);
export type StatisticsKey = keyof typeof en;
