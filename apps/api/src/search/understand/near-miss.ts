import { parcelDigits, PARCEL_ID_LENGTH } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import type { Database } from '../../db/database.ts';
import { describeAddress, type ParsedAddress } from './address.ts';
import { q, raw, rows } from '../../db/statements.ts';
import { startsWith } from '../plans/conditions.ts';
import type { Reading } from './readings.ts';
import { nameCorrections, type NameCorrection } from './name-typos.ts';
import { hasTerm, similarity, similarTerms, termsByWords } from './vocabulary.ts';

// What the box offers when nothing matched (decision 26): the nearest name on the roll as a
// 'Did you mean ...?' search, a street's nearest house numbers when the street is real but the
// number is not, and what a parcel id looks like when the digits cannot be one.

export interface NearMiss {
  didYouMean: { q: string; label: string } | null;
  /** Whole-name corrections of an owner's name that find someone, likeliest first (name-typos.ts). */
  names: NameCorrection[];
  /** True when didYouMean is names[0]: the owner correction beat every other kind's. */
  nameWon: boolean;
  nearby: { label: string; href: string }[];
  hint: string | null;
}

const NEAREST = 6;

/** A parcel id's shape, said when the digits typed cannot be one. */
export function idHint(text: string): string | null {
  const t = text.trim();
  if (!/^[\d\s-]+$/.test(t)) return null;
  const n = parcelDigits(t).length;
  const dashed = /^\s*\d{2}-\d/.test(t);
  if (n > PARCEL_ID_LENGTH || (dashed && n !== PARCEL_ID_LENGTH && n > 10)) {
    return `A parcel ID has ${PARCEL_ID_LENGTH} digits, such as 35-20-27-6645-00-001 (section, township, range, subdivision, block, lot); "${t}" has ${n}.`;
  }
  return null;
}

async function nearestNumbers(database: Database, a: ParsedAddress): Promise<NearMiss['nearby']> {
  if (a.number === null) return [];
  const street = a.hasSuffix ? q`p.street_key = ${a.streetKey}` : startsWith('p.street_key', a.streetKey);
  const city = a.city ? q` and upper(p.situs_city) = ${a.city}` : raw('');
  const found = await rows<{ parcel_id: string; situs_address: string; situs_city: string | null }>(
    database,
    q`select parcel_id, situs_address, situs_city from parcels p
      where ${street}${city} and p.situs_number is not null and p.situs_address is not null
      order by abs(p.situs_number - ${a.number}), p.situs_number, p.parcel_id limit ${NEAREST}`,
  );
  return found.map((r) => ({ label: [r.situs_address, r.situs_city].filter(Boolean).join(', '), href: `/propertycard?pid=${r.parcel_id}` }));
}

async function streetCorrection(database: Database, a: ParsedAddress): Promise<{ q: string; label: string } | null> {
  const best = (await similarTerms(database, 'street', a.streetKey, 1))[0];
  if (!best) return null;
  const fixed = describeAddress({ ...a, streetKey: best.term, hasSuffix: true });
  return { q: fixed, label: fixed };
}

export async function nearMiss(database: Database, text: string, readings: Reading[]): Promise<NearMiss> {
  const result: NearMiss = { didYouMean: null, names: [], nameWon: false, nearby: [], hint: idHint(text) };
  if (result.hint) return result;
  const key = searchKey(text);
  // Every kind proposes its nearest name; the one most like what was typed wins.
  const proposals: { q: string; score: number; name?: boolean }[] = [];
  for (const r of readings) {
    if (r.kind === 'address' && r.address) {
      const a = r.address;
      const streetKnown = a.hasSuffix ? await hasTerm(database, 'street', a.streetKey) : (await termsByWords(database, 'street', a.streetKey, 1)).length > 0;
      if (streetKnown && a.number !== null) {
        result.nearby = await nearestNumbers(database, a);
        if (result.nearby.length > 0) return result;
      } else if (!streetKnown && /[A-Z]/.test(a.streetKey)) {
        const fixed = await streetCorrection(database, a);
        if (fixed) proposals.push({ q: fixed.q, score: similarity(fixed.q, key) + (a.number !== null ? 0.2 : 0) });
      }
    } else if (r.kind === 'owner' && result.names.length === 0) {
      result.names = await nameCorrections(database, key);
    }
  }
  if (/[A-Z]{3}/.test(key)) {
    // Names of places and businesses, whole: 'EAGEL PINES' -> 'EAGLE PINES PHASE 3'.
    for (const kind of ['subdivision', 'business'] as const) {
      const best = (await similarTerms(database, kind, key, 1))[0];
      if (best) proposals.push({ q: best.term, score: best.score ?? 0 });
    }
  }
  // Last, so that a place or business spelled like an owner wins the tie (the sort is stable).
  const name = result.names[0];
  if (name) proposals.push({ q: name.q, score: similarity(name.q, key), name: true });
  const best = proposals.sort((x, y) => y.score - x.score)[0];
  if (best) result.didYouMean = { q: best.q, label: best.q };
  result.nameWon = !!best?.name;
  return result;
}
