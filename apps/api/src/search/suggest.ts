import { sql } from 'kysely';
import { formatDisplayId, parcelDigits, PARCEL_ID_LENGTH } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import { SUGGEST_MIN_CHARS, SUGGEST_PER_KIND, type SearchKind, type Suggestion, type SuggestResult } from '@county/shared/search';
import type { Database } from '../db/database.ts';
import { parseAddress } from './address.ts';
import { startsWith } from './plan.ts';
import { rows } from './query.ts';

// Type-ahead: a few index-range lookups with small limits, one per kind the text could be. Each
// suggestion leads to a card, except a subdivision, which leads to the list of its parcels.

const LIMIT = SUGGEST_PER_KIND;

const cardHref = (parcelId: string) => `/propertycard?pid=${parcelId}`;
const place = (address: string | null, city: string | null) => [address, city].filter(Boolean).join(', ');

interface ParcelHit {
  parcel_id: string;
  display_id: string;
  situs_address: string | null;
  situs_city: string | null;
  owner_name: string;
}

async function parcels(database: Database, digits: string): Promise<Suggestion[]> {
  if (digits.length > PARCEL_ID_LENGTH) return [];
  // Two ordered index walks that stop at the limit; one query with OR would sort every match of
  // a short prefix (tens of thousands for '27').
  const lookup = (column: string, prefix: string) =>
    rows(database, sql<ParcelHit>`select parcel_id, display_id, situs_address, situs_city, owner_name from parcels p
      where ${startsWith(column, prefix)} order by ${sql.ref(column)} limit ${LIMIT}`);
  const seen = new Set<string>();
  const hits: ParcelHit[] = [];
  for (const found of [await lookup('p.parcel_id', digits), await lookup('p.display_id', formatDisplayId(digits))]) {
    for (const r of found) {
      if (!seen.has(r.parcel_id) && hits.length < LIMIT) hits.push(r);
      seen.add(r.parcel_id);
    }
  }
  return hits.map((r) => ({ kind: 'parcel', label: r.display_id, detail: place(r.situs_address, r.situs_city) || r.owner_name, href: cardHref(r.parcel_id) }));
}

async function addresses(database: Database, q: string): Promise<Suggestion[]> {
  const parsed = parseAddress(q, []);
  if (!parsed) return [];
  const number = parsed.number === null ? sql`` : sql` and p.situs_number = ${parsed.number}`;
  const found = await rows(
    database,
    sql<ParcelHit>`select parcel_id, display_id, situs_address, situs_city, owner_name from parcels p
      where ${startsWith('p.street_key', parsed.streetKey)}${number}
      order by p.street_key, p.situs_number, p.parcel_id limit ${LIMIT}`,
  );
  return found
    .filter((r) => r.situs_address)
    .map((r) => ({ kind: 'address', label: place(r.situs_address, r.situs_city), detail: r.owner_name, href: cardHref(r.parcel_id) }));
}

async function owners(database: Database, key: string): Promise<Suggestion[]> {
  const columns = sql`o.name, p.parcel_id, p.situs_address, p.situs_city`;
  const lookups = [
    sql<{ name: string; parcel_id: string; situs_address: string | null; situs_city: string | null }>`select ${columns}
      from owners o join parcels p on p.parcel_id = o.parcel_id where ${startsWith('o.name_key', key)}
      order by o.name_key, o.parcel_id limit ${LIMIT}`,
  ];
  if (key.includes(' ')) {
    lookups.push(sql`select ${columns} from owners o join parcels p on p.parcel_id = o.parcel_id
      where ${startsWith('o.name_key_reversed', key)} order by o.name_key_reversed, o.parcel_id limit ${LIMIT}`);
  }
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const lookup of lookups) {
    for (const r of await rows(database, lookup)) {
      const id = `${r.name}|${r.parcel_id}`;
      if (seen.has(id) || out.length >= LIMIT) continue;
      seen.add(id);
      out.push({ kind: 'owner', label: r.name, detail: place(r.situs_address, r.situs_city), href: cardHref(r.parcel_id) });
    }
  }
  return out;
}

async function subdivisions(database: Database, key: string): Promise<Suggestion[]> {
  // Distinct keys in index order stop after eight subdivisions; counting their parcels would read
  // every parcel of each, so the suggestion names the subdivision and its list shows the count.
  const found = await rows(
    database,
    sql<{ subdivision_key: string }>`select distinct subdivision_key from parcels p
      where ${startsWith('p.subdivision_key', key)} order by subdivision_key limit ${LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'subdivision',
    label: r.subdivision_key,
    detail: 'Subdivision: list its parcels',
    href: `/parcelsearch?type=subdivision&subdivision=${encodeURIComponent(r.subdivision_key)}`,
  }));
}

async function tangibles(database: Database, key: string, account: boolean): Promise<Suggestion[]> {
  const condition = account ? startsWith('t.account', key.replace(/ /g, '')) : startsWith('t.business_key', key);
  const order = account ? sql`t.account` : sql`t.business_key, t.account`;
  const found = await rows(
    database,
    sql<{ account: string; business_name: string; situs_address: string | null; situs_city: string | null }>`
      select account, business_name, situs_address, situs_city from tpp_accounts t where ${condition}
      order by ${order} limit ${LIMIT}`,
  );
  return found.map((r) => ({
    kind: 'tangible',
    label: account ? `${r.account} ${r.business_name}` : r.business_name,
    detail: [account ? null : `Account ${r.account}`, place(r.situs_address, r.situs_city)].filter(Boolean).join(' · '),
    href: `/tangiblecard?acct=${encodeURIComponent(r.account)}`,
  }));
}

// Answers remembered for a minute per process. Type-ahead sends a request per keystroke and
// everyone's first letters are the same few thousand prefixes, while the roll changes nightly at
// most (the answers already say max-age=60). Kept in insertion order; the oldest goes first.
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const remembered = new WeakMap<Database, Map<string, { at: number; result: Promise<SuggestResult> }>>();

export function suggest(database: Database, q: string): Promise<SuggestResult> {
  let cache = remembered.get(database);
  if (!cache) remembered.set(database, (cache = new Map()));
  // Suggestions ignore letter case and surrounding spaces, so they are looked up for the cache's key.
  const key = q.trim().toUpperCase();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.result;
  if (hit) cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const result = lookUp(database, key);
  cache.set(key, { at: Date.now(), result });
  result.catch(() => cache.delete(key));
  return result;
}

async function lookUp(database: Database, q: string): Promise<SuggestResult> {
  const key = searchKey(q);
  if (q.trim().length < SUGGEST_MIN_CHARS || !key) return { groups: [] };
  const groups: { kind: SearchKind; suggestions: Suggestion[] }[] = [];
  if (/^[\d\s-]+$/.test(q.trim())) {
    groups.push({ kind: 'parcel', suggestions: await parcels(database, parcelDigits(q)) });
    groups.push({ kind: 'tangible', suggestions: await tangibles(database, key, true) });
  } else if (/^\d+[A-Z]?\s+\S/.test(key)) {
    groups.push({ kind: 'address', suggestions: await addresses(database, q) });
    groups.push({ kind: 'owner', suggestions: await owners(database, key) });
    groups.push({ kind: 'tangible', suggestions: await tangibles(database, key, false) });
  } else {
    groups.push({ kind: 'owner', suggestions: await owners(database, key) });
    groups.push({ kind: 'address', suggestions: await addresses(database, q) });
    groups.push({ kind: 'subdivision', suggestions: await subdivisions(database, key) });
    groups.push({ kind: 'tangible', suggestions: await tangibles(database, key, /\d/.test(key) && !key.includes(' ')) });
  }
  return { groups: groups.filter((g) => g.suggestions.length > 0) };
}
