import { formatDisplayId, parcelDigits, PARCEL_ID_LENGTH } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import { SUGGEST_MIN_CHARS, SUGGEST_PER_KIND, type SearchKind, type Suggestion, type SuggestResult } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';
import { parseAddress } from './address.ts';
import { join, q, raw, type Fragment, rows } from '../../db/statements.ts';
import { column as sqlColumn, startsWith, type Condition } from '../plans/conditions.ts';
import { cityNames } from './cities.ts';
import { similarTerms, termsByWords } from './vocabulary.ts';
import { nameCorrections } from './name-typos.ts';
import { ON_ROLL } from '../../roll/conditions.ts';
import { rollChanges } from '../../roll/changes.ts';

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
    rows<ParcelHit>(
      database,
      q`select parcel_id, display_id, situs_address, situs_city, owner_name from parcels p
      where ${startsWith(column, prefix)} and ${ON_ROLL} order by ${sqlColumn(column)} limit ${LIMIT}`,
    );
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

async function addresses(database: Database, text: string): Promise<Suggestion[]> {
  const parsed = parseAddress(text, []);
  if (!parsed) return [];
  const number = parsed.number === null ? raw('') : q` and p.situs_number = ${parsed.number}`;
  const found = await rows<ParcelHit>(
    database,
    q`select parcel_id, display_id, situs_address, situs_city, owner_name from parcels p
      where ${startsWith('p.street_key', parsed.streetKey)}${number} and ${ON_ROLL}
      order by p.street_key, p.situs_number, p.parcel_id limit ${LIMIT}`,
  );
  return found
    .filter((r) => r.situs_address)
    .map((r) => ({ kind: 'address', label: place(r.situs_address, r.situs_city), detail: r.owner_name, href: cardHref(r.parcel_id) }));
}

async function owners(database: Database, key: string): Promise<Suggestion[]> {
  const columns = raw('o.name, p.parcel_id, p.situs_address, p.situs_city');
  const lookups = [
    q`select ${columns}
      from owners o join parcels p on p.parcel_id = o.parcel_id where ${startsWith('o.name_key', key)}
      order by o.name_key, o.parcel_id limit ${LIMIT}`,
  ];
  if (key.includes(' ')) {
    lookups.push(q`select ${columns} from owners o join parcels p on p.parcel_id = o.parcel_id
      where ${startsWith('o.name_key_reversed', key)} order by o.name_key_reversed, o.parcel_id limit ${LIMIT}`);
  }
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const lookup of lookups) {
    for (const r of await rows<{ name: string; parcel_id: string; situs_address: string | null; situs_city: string | null }>(database, lookup)) {
      const id = `${r.name}|${r.parcel_id}`;
      if (seen.has(id) || out.length >= LIMIT) continue;
      seen.add(id);
      out.push({ kind: 'owner', label: r.name, detail: place(r.situs_address, r.situs_city), href: cardHref(r.parcel_id) });
    }
  }
  return out;
}

async function subdivisions(database: Database, key: string): Promise<Suggestion[]> {
  // Names that start with the text first (in index order, stopping after eight), then names with
  // a later word that does ('PINES' -> 'EAGLE PINES PHASE 3'), from the search vocabulary.
  const found = await rows<{ subdivision_key: string }>(
    database,
    q`select distinct subdivision_key from parcels p
      where ${startsWith('p.subdivision_key', key)} and ${ON_ROLL} order by subdivision_key limit ${LIMIT}`,
  );
  const names = found.map((r) => r.subdivision_key);
  if (names.length < LIMIT) {
    for (const t of await termsByWords(database, 'subdivision', key, LIMIT)) if (!names.includes(t.term) && names.length < LIMIT) names.push(t.term);
  }
  return names.map((name) => ({
    kind: 'subdivision',
    label: name,
    detail: 'Subdivision: list its parcels',
    href: `/parcelsearch?type=subdivision&subdivision=${encodeURIComponent(name)}`,
  }));
}

async function tangibles(database: Database, key: string, account: boolean): Promise<Suggestion[]> {
  type Hit = { account: string; business_name: string; situs_address: string | null; situs_city: string | null };
  const lookup = (condition: Condition, order: Fragment) =>
    rows<Hit>(database, q`select account, business_name, situs_address, situs_city from tpp_accounts t where ${condition} order by ${order} limit ${LIMIT}`);
  const found = account
    ? await lookup(startsWith('t.account', key.replace(/ /g, '')), raw('t.account'))
    : await lookup(startsWith('t.business_key', key), raw('t.business_key, t.account'));
  if (!account && found.length < LIMIT) {
    // A business is found by any word of its name ('BAKERY' finds 'ORANGE BAKERY'), through the
    // vocabulary's word index; two short index walks rather than one query with OR.
    const names = (await termsByWords(database, 'business', key, LIMIT)).map((t) => t.term);
    if (names.length > 0) {
      const seen = new Set(found.map((f) => f.account));
      for (const hit of await lookup(q`t.business_key in (${join(names)})`, raw('t.business_key, t.account'))) {
        if (!seen.has(hit.account) && found.length < LIMIT) found.push(hit);
      }
    }
  }
  return found.map((r) => ({
    kind: 'tangible',
    label: account ? `${r.account} ${r.business_name}` : r.business_name,
    detail: [account ? null : `Account ${r.account}`, place(r.situs_address, r.situs_city)].filter(Boolean).join(' · '),
    href: `/tangiblecard?acct=${encodeURIComponent(r.account)}`,
  }));
}

// Answers remembered for a minute per process. Type-ahead sends a request per keystroke and
// everyone's first letters are the same few thousand prefixes, while the roll changes nightly at
// most (the answers already say max-age=60). Kept in insertion order; the oldest goes first. Keyed
// by the roll's change count too: a name marked confidential must not be suggested a minute longer.
const remembered = ttlCache<string, SuggestResult>({ ttlMs: 60_000, maxEntries: 5_000 });

export async function suggest(database: Database, q: string): Promise<SuggestResult> {
  // Suggestions ignore letter case and surrounding spaces, so they are looked up for the cache's key.
  const key = q.trim().toUpperCase();
  return remembered.get(database, `${await rollChanges(database)}|${key}`, () => lookUp(database, key));
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
    groups.push({ kind: 'city', suggestions: await citySuggestions(database, key) });
  }
  const found = groups.filter((g) => g.suggestions.length > 0);
  return { groups: found.length > 0 || !/[A-Z]{3}/.test(key) ? found : await nearNames(database, key) };
}

/** Cities whose name starts with the text, leading to the box's list of their parcels. */
async function citySuggestions(database: Database, key: string): Promise<Suggestion[]> {
  const names = [...(await cityNames(database)).keys()].filter((c) => c.startsWith(key)).slice(0, LIMIT);
  return names.map((c) => ({ kind: 'city', label: c, detail: 'City: list its parcels', href: `/parcelsearch?q=${encodeURIComponent(c)}&as=city` }));
}

/**
 * Nothing starts with the text: the roll's nearest names instead (typos), each leading to the
 * box's search for it. Owners are corrected word by word, places and businesses as whole names.
 */
async function nearNames(database: Database, key: string): Promise<SuggestResult['groups']> {
  const search = (q: string) => `/parcelsearch?q=${encodeURIComponent(q)}`;
  const groups: SuggestResult['groups'] = [];
  // Every word of an owner's name corrected, as the box corrects it: only names that find someone.
  const owners = await nameCorrections(database, key);
  if (owners.length > 0)
    groups.push({ kind: 'owner', suggestions: owners.map((o) => ({ kind: 'owner', label: o.q, detail: 'Did you mean this owner?', href: search(o.q) })) });
  const kinds = [
    ['street', 'address', 'Did you mean this street?'],
    ['subdivision', 'subdivision', 'Did you mean this subdivision?'],
    ['business', 'tangible', 'Did you mean this business?'],
  ] as const;
  for (const [termKind, kind, detail] of kinds) {
    const near = await similarTerms(database, termKind, key, 3);
    if (near.length > 0) groups.push({ kind, suggestions: near.map((t) => ({ kind, label: t.term, detail, href: search(t.term) })) });
  }
  return groups;
}
