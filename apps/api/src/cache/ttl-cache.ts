// The one cache of the API: answers remembered for a short time, per database. The roll changes at
// most nightly and answers already say max-age=60, so request paths keep reference data (roll
// years, levies, nearby sales) instead of reading it again for every request. A promise is kept,
// not its value, so concurrent requests share one read; a read that fails is forgotten at once.
// Entries are kept per database (a WeakMap on the handle), so tests on separate databases never
// see each other's answers and a closed database takes its entries with it.

export interface TtlCacheOptions {
  /** How long an answer is kept. */
  ttlMs: number;
  /** Past this many keys per database the oldest goes first; unbounded when not given. */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/** A cache of `load`'s answers per database and key: `get(database, key, load)`. */
export function ttlCache<K, V>(options: TtlCacheOptions) {
  const now = options.now ?? Date.now;
  const byOwner = new WeakMap<object, Map<K, Entry<V>>>();
  return {
    get(owner: object, key: K, load: () => Promise<V>): Promise<V> {
      let entries = byOwner.get(owner);
      if (!entries) byOwner.set(owner, (entries = new Map<K, Entry<V>>()));
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      // Deleted before it is set again so that a refreshed key counts as the newest (a Map iterates
      // in insertion order, which makes the first key the oldest).
      if (hit) entries.delete(key);
      if (options.maxEntries !== undefined && entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { at: now(), value: load() };
      entries.set(key, entry);
      const kept = entries;
      entry.value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.value;
    },
    /** Drops every answer of one database (after a bulk load changed what they were read from). */
    forget(owner: object): void {
      byOwner.delete(owner);
    },
  };
}

/** A cache of one answer per database (the roll's years, its facts). */
export function ttlValue<O extends object, V>(options: TtlCacheOptions, load: (owner: O) => Promise<V>): (owner: O) => Promise<V> {
  const cache = ttlCache<null, V>(options);
  return (owner) => cache.get(owner, null, () => load(owner));
}
