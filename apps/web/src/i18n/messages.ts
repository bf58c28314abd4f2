import en from './messages/en.json';
import { defineMessages } from './catalogue.ts';

/** The shell's catalogue: header, footer, menus, alerts, dialogs, error pages. */
export const shellMessages = defineMessages('shell', en, () => import('./messages/es.json'));
export type ShellKey = keyof typeof en;
