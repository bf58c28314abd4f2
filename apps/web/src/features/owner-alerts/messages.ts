import en from './messages/en.json';
import { defineMessages } from '../../i18n/catalog.ts';
import { makeUseT } from '../../i18n/i18n.tsx';

/** The owner-alert catalog (messages/en.json, messages/es.json). */
export const ownerAlertMessages = defineMessages('ownerAlert', en, () => import('./messages/es.json'));
export const useOwnerAlertT = makeUseT(ownerAlertMessages);
