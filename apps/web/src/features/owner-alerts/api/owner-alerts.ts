import type { BodyOf, ResponseOf } from '@county/shared/api/contract';
import { apiPath } from '../../../lib/api.ts';
import { getJson, postJson } from '../../../lib/http.ts';

// Every request of the owner-alert pages (issue 32); the signed tokens come from the e-mails' links.

export const signUp = (body: BodyOf<'ownerAlertSignup'>) => postJson<ResponseOf<'ownerAlertSignup'>>(apiPath('ownerAlertSignup'), body);

export const confirmSignUp = (token: string) => postJson<ResponseOf<'ownerAlertConfirm'>>(apiPath('ownerAlertConfirm'), { token });

export const listWatched = (token: string) => getJson<ResponseOf<'ownerAlertManage'>>(apiPath('ownerAlertManage', { token }));

export const removeWatched = (token: string, parcelId: string) => postJson<ResponseOf<'ownerAlertRemove'>>(apiPath('ownerAlertRemove'), { token, parcelId });

export const unsubscribe = (token: string) => postJson<ResponseOf<'ownerAlertUnsubscribe'>>(apiPath('ownerAlertUnsubscribe', { token }), {});
