import { LRUCache } from 'lru-cache';

// The one cache of the API: answers remembered for a short time, per database. The roll changes at
// most nightly and answers already say max-age=60, so request paths keep reference data (roll
// years, levies, nearby sales) instead of reading it again for every request. A promise is kept,
// not its value, so concurrent requests share one read; a read that fails is forgotten at once.
// Entries are kept per database (a WeakMap on the handle), so tests on separate databases never
// see each other's answers and a closed database takes its entries with it. Each database's
// entries are an LRUCache (lru-cache): past its bound the least recently used key goes first.

export interface TtlCacheOptions {
  /** How long an answer is kept. */
  ttlMs: number;
  /** How many keys are kept per database (default 1,000). */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/** A cache of `load`'s answers per database and key: `get(database, key, load)`. */
export function ttlCache<K extends NonNullable<unknown>, V>(options: TtlCacheOptions) {
  const byOwner = new WeakMap<object, LRUCache<K, Promise<V>>>();
  // ttlResolution 0: the clock is read on every look-up, so an answer is never kept past its time.
  const entriesOf = (owner: object) =>
    byOwner.get(owner) ??
    byOwner
      .set(
        owner,
        new LRUCache<K, Promise<V>>({ max: options.maxEntries ?? 1_000, ttl: options.ttlMs, ttlResolution: 0, perf: options.now && { now: options.now } }),
      )
      .get(owner)!;
  return {
    get(owner: object, key: K, load: () => Promise<V>): Promise<V> {
      const entries = entriesOf(owner);
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    /** Drops every answer of one database (after a bulk load changed what they were read from). */
    forget(owner: object): void {
      byOwner.delete(owner);
    },
  };
}

/** A cache of one answer per database (the roll's years, its facts). */
export function ttlValue<O extends object, V>(options: TtlCacheOptions, load: (owner: O) => Promise<V>): (owner: O) => Promise<V> {
  const cache = ttlCache<'value', V>({ ...options, maxEntries: 1 });
  return (owner) => cache.get(owner, 'value', () => load(owner));
}
