import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/**
 * The downloads page's catalog (messages/en.json, messages/es.json). The server names and
 * describes each file in English; downloads.file.* hold those exact sentences, so a Spanish page
 * shows its own through useLocalizeEnglish (a name built with the year stays as the server has it).
 */
export const downloadsMessages = defineMessages('downloads', en, () => import('./messages/es.json'));
export const useDownloadsT = makeUseT(downloadsMessages);
