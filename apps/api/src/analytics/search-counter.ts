import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database.ts';
import { officeClock } from '../office-clock.ts';
import { addToCount, SEARCH_KIND, trackingAllowed } from './index.ts';

/**
 * Counts searches by kind (never their text) without a database write per search: counts gather in
 * the process and are added to the day's totals every few seconds and when the server stops.
 * Several processes each add their own share, so the totals stay right behind a load balancer; a
 * crash loses at most the last few seconds of counts, which a usage report can afford. They count
 * under the office's day (timeZone: the county's) when they are written.
 */
export function createSearchCounter(database: Database, timeZone: string, flushEveryMs = 5_000) {
  const clock = officeClock(timeZone);
  const pending = new Map<string, number>();
  const flush = async () => {
    const entries = [...pending];
    pending.clear();
    const day = clock.today();
    for (const [kind, n] of entries) await addToCount(database, day, 'search', kind, n);
  };
  const timer = setInterval(() => void flush().catch(() => {}), flushEveryMs);
  timer.unref();
  return {
    count(kind: string, headers: IncomingHttpHeaders) {
      if (!trackingAllowed(headers)) return;
      const key = SEARCH_KIND.test(kind) ? kind : 'other';
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    // A property, not a method: the server passes it on as its onClose hook.
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
