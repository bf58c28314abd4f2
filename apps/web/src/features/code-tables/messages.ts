import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { icu } from '../../i18n/icu.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/**
 * The code tables page's catalog (messages/en.json, messages/es.json). The server names each
 * table and column in English; the codes.table.* and codes.column.* entries hold those exact
 * names, so a Spanish page shows its own through useLocalizeEnglish (the rows stay as the roll
 * has them).
 */
export const codeTablesMessages = defineMessages('code-tables', en, () => import('./messages/es.json'), icu);
export const useCodeTablesT = makeUseT(codeTablesMessages);
