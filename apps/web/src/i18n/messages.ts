import en from './messages/en.json';
import { defineMessages } from './catalog.ts';

/** The shell's catalog: header, footer, menus, alerts, dialogs, error pages. */
export const shellMessages = defineMessages('shell', en, () => import('./messages/es.json'));
export type ShellKey = keyof typeof en;
