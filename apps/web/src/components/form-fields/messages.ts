import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The forms' catalog: what every form shares, and the shared schemas' messages in Spanish. */
export const formMessages = defineMessages('forms', en, () => import('./messages/es.json'));
export const useFormT = makeUseT(formMessages);
