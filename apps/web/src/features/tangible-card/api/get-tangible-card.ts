import { apiPath } from '../../../lib/api.ts';
import { toCardState } from '../../../lib/api-data.ts';
import { getJson } from '../../../lib/http.ts';
import { useQuery } from '../../../lib/query.ts';
import type { TppGeneralInfo, TppValue } from '@county/shared/cards';

export interface TangibleCard {
  info: TppGeneralInfo;
  values: TppValue[];
}

async function loadTangible(acct: string, signal: AbortSignal): Promise<TangibleCard> {
  const [info, values] = await Promise.all([
    getJson<TppGeneralInfo>(apiPath('tppGeneralInfo', { acct }), { signal, quiet: true }),
    getJson<TppValue[]>(apiPath('tppValues', { acct }), { signal, quiet: true }),
  ]);
  return { info, values };
}

/** A business's tangible card (null: no account chosen yet). */
export function useTangibleCard(acct: string | null) {
  return toCardState(useQuery({ key: acct === null ? null : `tangible-card?acct=${acct}`, load: (signal) => loadTangible(acct!, signal) }));
}
