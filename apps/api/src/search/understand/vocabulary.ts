import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CONFIDENTIAL_OWNER_STORED } from '@county/shared/confidential';
import type { Database, Dialect } from '../../db/database.ts';
import { eachRow, rows } from '../../db/statements.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';
import { countRollChange, rollChanges } from '../../roll/changes.ts';

// The search vocabulary (migration 0008, decision 26): the distinct streets, subdivisions and
// business names of the roll, and the words of its owner names, each with how many parcels or
// accounts carry it. The smart box looks names up here by any of their words (FTS5 on SQLite,
// full-text on PostgreSQL) and, when nothing matches, by trigrams for "did you mean" (FTS5's
// trigram tokenizer, pg_trgm). The roll's own indexes still answer every exact search.

export type TermKind = 'street' | 'subdivision' | 'business' | 'owner_word' | 'plat' | 'account_owner';

/** A plat's book and page in a legal description ('OAK PINES 59/132 LOT 18'). */
const PLAT = /(?:^|\s)(\d{1,4})\/(\d{1,4})(?=\s|$)/;

/** The term of a plat: its book, page and subdivision, so a lookup by book and page names the subdivision. */
export const platTerm = (book: string, page: string, subdivision: string) => `${Number(book)} ${Number(page)} ${subdivision}`;

export interface Term {
  term: string;
  n: number;
  /** For a near name: pg_trgm's similarity to what was typed. */
  score?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by the migration, before the typed schema
type AnyDb = Kysely<any>;

const BATCH = 500;

async function insertTerms(db: AnyDb, kind: TermKind, terms: Iterable<[string, number]>): Promise<void> {
  let batch: RawBuilder<unknown>[] = [];
  const flush = async () => {
    if (batch.length > 0) await sql`insert into search_terms (kind, term, n) values ${sql.join(batch)}`.execute(db);
    batch = [];
  };
  for (const [term, n] of terms) {
    batch.push(sql`(${kind}, ${term}, ${n})`);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** Fills the vocabulary from the roll (replacing what was there). */
async function fillSearchTerms(db: AnyDb, dialect: Dialect): Promise<void> {
  await sql`delete from search_terms`.execute(db);
  // Retired parcels are not on the roll (decision 15).
  const retiredOut = sql` and retired_on is null`;
  const grouped = async (table: string, column: string) =>
    (
      await sql<{ term: string; n: number | string }>`select ${sql.ref(column)} as term, count(*) as n from ${sql.table(table)}
        where ${sql.ref(column)} is not null and ${sql.ref(column)} <> ''${table === 'parcels' ? retiredOut : sql``}${
          // The label of a confidential owner (decision 14) is not a name: as a term it would list
          // every business at a protected home.
          table === 'tpp_accounts' ? sql` and ${sql.ref(column)} <> ${CONFIDENTIAL_OWNER_STORED}` : sql``
        } group by ${sql.ref(column)}`.execute(db)
    ).rows
      .map((r): [string, number] => [r.term, Number(r.n)])
      // Name order (by code unit, as both databases' keys sort): the FTS5 rowid order then is name order.
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  await insertTerms(db, 'street', await grouped('parcels', 'street_key'));
  await insertTerms(db, 'subdivision', await grouped('parcels', 'subdivision_key'));
  await insertTerms(db, 'business', await grouped('tpp_accounts', 'business_key'));
  // Account owners as the roll writes them (the accounts keep no key of the owner): both
  // databases' word tokenizers split and fold them as they do the keys, and the search asks the
  // accounts' owner index for the names found (migration 0016).
  await insertTerms(db, 'account_owner', await grouped('tpp_accounts', 'owner_name'));
  await insertTerms(db, 'plat', await plats(db, retiredOut));
  // Owner words are split here rather than in SQL, where the two databases split text differently.
  const words = new Map<string, number>();
  for (const [name, n] of await grouped('owners', 'name_key')) {
    for (const word of new Set(name.split(' '))) {
      if (word.length >= 3 && !/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + n);
    }
  }
  await insertTerms(
    db,
    'owner_word',
    [...words].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  );
  if (dialect === 'sqlite') {
    await sql`insert into search_terms_words (search_terms_words) values ('rebuild')`.execute(db);
    await sql`insert into search_terms_trigrams (search_terms_trigrams) values ('rebuild')`.execute(db);
  } else {
    await sql`analyze search_terms`.execute(db);
  }
}

/** Each subdivision's plat book and page, read from its lots' legal descriptions (the first and last in text order). */
async function plats(db: AnyDb, retiredOut: RawBuilder<unknown>): Promise<[string, number][]> {
  const found = await sql<{ subdivision_key: string; first: string; last: string; n: number | string }>`select subdivision_key,
      min(legal_description) as first, max(legal_description) as last, count(*) as n from parcels
    where subdivision_key is not null and subdivision_key <> '' and legal_description is not null${retiredOut} group by subdivision_key`.execute(db);
  const out = new Map<string, number>();
  for (const r of found.rows) {
    for (const legal of new Set([r.first, r.last])) {
      const m = PLAT.exec(legal);
      if (m) out.set(platTerm(m[1]!, m[2]!, r.subdivision_key), Number(r.n));
    }
  }
  return [...out].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/**
 * Rebuilds the vocabulary after the roll changed in bulk (seed, DOR import). Every load path calls
 * this once at its end; the exact searches never need the vocabulary, only word, business and typo
 * lookups. It also counts the load as a change of the roll for the owner order in memory.
 */
export async function rebuildSearchText(database: Database): Promise<void> {
  await fillSearchTerms(database.db, database.dialect);
  wordLookups.forget(database);
  await countRollChange(database);
}

/** The words of a key as safe FTS tokens (keys hold only A-Z, 0-9 and single spaces). */
function tokens(key: string): string[] {
  return key.split(' ').filter((w) => /^[A-Z0-9]+$/.test(w));
}

/**
 * Names of a kind that contain every typed word as the start of one of their words ('PINES EAG'
 * finds 'EAGLE PINES PHASE 3'), in name order. Terms are stored in name order, so on SQLite the
 * FTS5 index hands them over in that order and stops at the limit instead of sorting every match
 * ('MAGNOLIA' matches hundreds of business names, which sorting by count would read whole).
 */
export async function termsByWords(database: Database, kind: TermKind, key: string, limit: number): Promise<Term[]> {
  return (await termsOfKinds(database, key, [[kind, limit]]))[0];
}

/** termsByWords for several kinds of name (the box asks three for every text), against one read of the roll's change count. */
export async function termsOfKinds<const K extends readonly (readonly [TermKind, number])[]>(
  database: Database,
  key: string,
  kinds: K,
): Promise<{ [I in keyof K]: Term[] }> {
  // Kept a minute per process, like the counts (decision 25): the smart box asks the name lookups
  // for every text, the vocabulary changes only with a load, and a lookup costs about as much as
  // counting a reading. Keyed by the roll's change count, as the counts are.
  const changes = await rollChanges(database);
  const found = await Promise.all(
    kinds.map(([kind, limit]) => wordLookups.get(database, `${changes}|${kind}|${limit}|${key}`, () => lookUpWords(database, kind, key, limit))),
  );
  return found as { [I in keyof K]: Term[] };
}

const wordLookups = ttlCache<string, Term[]>({ ttlMs: 60_000, maxEntries: 5_000 });

/**
 * The typed words' terms from FTS5 when some words are one letter and others longer: FTS5 keeps no
 * index of one-letter prefixes, so `"S"*` merges every word that starts with S (about a millisecond
 * for an address with a direction, or a name with an initial, against a tenth of one). The longer
 * words are asked of FTS5, without a limit, in the same order, and the one-letter words tested here
 * on each term found, until `limit` pass: the same terms in the same order. The test splits a term
 * into words as FTS5's tokenizer does (letters and digits; case folded), which is exact for ASCII
 * terms; a term with any other character leaves the whole lookup to FTS5 (null).
 */
function lookUpWithInitials(database: Database, kind: TermKind, words: string[], limit: number): Term[] | null {
  const initials = words.filter((w) => w.length === 1);
  const longer = words.filter((w) => w.length > 1);
  if (initials.length === 0 || longer.length === 0) return null;
  const found = eachRow<Term>(
    database,
    sql<Term>`select t.term, t.n from search_terms_words f join search_terms t on t.id = f.rowid
      where search_terms_words match ${`kind : "${kind}" AND term : (${longer.map((w) => `"${w}"*`).join(' AND ')})`} order by f.rowid`,
  );
  if (!found) return null;
  const out: Term[] = [];
  for (const row of found) {
    // Leaving the loop, by return or break, resets the statement.
    if (!/^[\x20-\x7e]*$/.test(row.term)) return null;
    const starts = new Set(row.term.split(/[^A-Za-z0-9]+/).map((word) => word.charAt(0).toUpperCase()));
    if (!initials.every((initial) => starts.has(initial))) continue;
    out.push({ term: row.term, n: Number(row.n) });
    if (out.length === limit) break;
  }
  return out;
}

async function lookUpWords(database: Database, kind: TermKind, key: string, limit: number): Promise<Term[]> {
  const words = tokens(key);
  if (words.length === 0) return [];
  const withInitials = lookUpWithInitials(database, kind, words, limit);
  if (withInitials) return withInitials;
  const query =
    database.dialect === 'sqlite'
      ? sql<Term>`select t.term, t.n from search_terms_words f join search_terms t on t.id = f.rowid
          where search_terms_words match ${`kind : "${kind}" AND term : (${words.map((w) => `"${w}"*`).join(' AND ')})`}
          order by f.rowid limit ${limit}`
      : sql<Term>`select term, n from search_terms
          where to_tsvector('simple', term) @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')}) and kind = ${kind}
          order by term limit ${limit}`;
  return (await rows(database, query)).map((r) => ({ term: r.term, n: Number(r.n) }));
}

/** True when the vocabulary holds this exact name of this kind. */
export async function hasTerm(database: Database, kind: TermKind, term: string): Promise<boolean> {
  const found = await rows(database, sql<{ n: number }>`select n from search_terms where kind = ${kind} and term = ${term} limit 1`);
  return found.length > 0;
}

/** pg_trgm's trigrams of a text: each word lower-cased and padded with two spaces before, one after. */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's similarity (shared trigrams over all trigrams), computed here too so that both
 * databases order the candidates their own indexes found in exactly the same way.
 */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** pg_trgm's default similarity threshold. */
const THRESHOLD = 0.3;
const CANDIDATES = 300;

const extensionSchema = new WeakMap<Database, Promise<string | null>>();

function trigramSchema(database: Database): Promise<string | null> {
  let found = extensionSchema.get(database);
  if (!found) {
    found = rows(database, sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`).then(
      (r) => r[0]?.schema ?? null,
    );
    extensionSchema.set(database, found);
  }
  return found;
}

/**
 * Names of a kind that look like the text (typos, a letter missing or swapped), best first. The
 * database's trigram index finds the candidates; they are ordered by pg_trgm's similarity, then by
 * how common the name is.
 */
export async function similarTerms(database: Database, kind: TermKind, key: string, limit: number): Promise<Term[]> {
  const words = tokens(key).filter((w) => w.length >= 3);
  if (words.length === 0) return [];
  let candidates: Term[];
  if (database.dialect === 'sqlite') {
    const grams = new Set<string>();
    for (const w of words) for (let i = 0; i + 3 <= w.length; i++) grams.add(w.slice(i, i + 3));
    const match = [...grams].map((g) => `"${g}"`).join(' OR ');
    candidates = await rows(
      database,
      sql<Term>`select t.term, t.n from search_terms_trigrams f join search_terms t on t.id = f.rowid
        where search_terms_trigrams match ${`kind : "${kind}" AND term : (${match})`} order by f.rank limit ${CANDIDATES}`,
    );
  } else {
    const schema = await trigramSchema(database);
    if (!schema) return [];
    const op = sql`operator(${sql.id(schema)}.%)`;
    candidates = await rows(
      database,
      sql<Term>`select term, n from search_terms where kind = ${kind} and term ${op} ${key}
        order by ${sql.id(schema, 'similarity')}(term, ${key}) desc limit ${CANDIDATES}`,
    );
  }
  return candidates
    .map((c) => ({ term: c.term, n: Number(c.n), score: similarity(c.term, key) }))
    .filter((c) => c.score >= THRESHOLD && c.term !== key)
    .sort((a, b) => b.score - a.score || b.n - a.n || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}
