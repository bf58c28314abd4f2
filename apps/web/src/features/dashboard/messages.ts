import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The home page's catalog: its English is part of the home page's initial JavaScript, so it stays short. */
export const dashboardMessages = defineMessages('dashboard', en, () => import('./messages/es.json'));
export const useDashboardT = makeUseT(dashboardMessages);
export type DashboardKey = keyof typeof en;
