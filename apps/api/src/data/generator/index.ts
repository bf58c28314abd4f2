import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/database.ts';
import { clearCountyTables, openSink, withDeferredIndexes, type Sink } from '../bulk.ts';
import { refreshStatistics } from '../../statistics/store.ts';
import type { CountyTable } from '../columns.ts';
import { phaseClock, type Phase } from '../phases.ts';
import { produceCounty, type CountySize } from './produce.ts';
import type { Batch } from './worker.ts';

export { GENERATED_REFRESH_DATE } from './produce.ts';

export interface SeedOptions extends CountySize {
  /** Called now and then with parcels and accounts made so far. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Generate on a worker thread while this one writes (the command line does, for the full
   * county). Needs the TypeScript sources, so the bundled server seeds on its own thread.
   */
  worker?: boolean;
}

export interface SeedResult {
  counts: Record<CountyTable, number>;
  /** Each phase (clearing, loading the rows, building indexes, ...) in order, with its wall and CPU seconds. */
  phases: Phase[];
}

async function inThread(sink: Sink, options: SeedOptions): Promise<void> {
  const total = options.parcels + options.tpp;
  let reported = 0;
  await produceCounty(
    options,
    (table, row) => sink.add(table, row),
    async (done) => {
      await sink.checkpoint();
      if (done - reported >= 2_000 || done === total) {
        options.onProgress?.(done, total);
        reported = done;
      }
    },
  );
}

async function onWorker(sink: Sink, options: SeedOptions): Promise<void> {
  const gate = new SharedArrayBuffer(8);
  const counters = new Int32Array(gate);
  const size: CountySize = { parcels: options.parcels, tpp: options.tpp, seed: options.seed };
  // Worker threads do not inherit tsx's loader: the worker registers it before loading worker.ts.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { size, gate } });
  const total = options.parcels + options.tpp;
  // A worker error ends the message loop (through the signal) and is what gets thrown.
  let failure: unknown = null;
  const stop = new AbortController();
  worker.once('error', (error) => {
    failure = error;
    stop.abort(error);
  });
  try {
    for await (const [batch] of on(worker, 'message', { signal: stop.signal }) as AsyncIterable<[Batch]>) {
      for (const [table, values, rows] of batch.tables) sink.addFlat(table, values, rows);
      Atomics.add(counters, 1, 1);
      Atomics.notify(counters, 1);
      await sink.checkpoint();
      options.onProgress?.(batch.done, total);
      if (batch.last) break;
    }
  } catch (error) {
    throw failure ?? error;
  } finally {
    await worker.terminate();
  }
}

/** Switches SQLite's journal mode; another connection holding the file makes it fail, which is no error here. */
function toJournal(sqlite: NonNullable<Database['sqlite']>, mode: 'delete' | 'wal'): boolean {
  try {
    return sqlite.pragma(`journal_mode = ${mode}`, { simple: true }) === mode;
  } catch {
    return false;
  }
}

/**
 * Generates a county into the database, replacing whatever county it held: parcels with owners,
 * land, buildings, features, five years of values and exemptions, sales and non-ad valorem
 * assessments; tangible accounts with their values; and every code table. The same seed and sizes
 * give the same rows on SQLite and PostgreSQL, on one thread or two.
 */
export async function seedCounty(database: Database, options: SeedOptions): Promise<SeedResult> {
  const clock = phaseClock();
  const phase = clock.end;
  await clearCountyTables(database);
  phase('clear');
  const sqlite = database.sqlite;
  // Generated rows are consistent by construction; skipping per-row foreign key checks and fsyncs
  // during the load is what makes the full county fit in a minute.
  sqlite?.pragma('foreign_keys = OFF');
  sqlite?.pragma('synchronous = OFF');
  sqlite?.pragma('cache_size = -262144');
  // In WAL mode every new page is written twice (to the log, then to the file at checkpoint). A
  // rollback journal keeps only the pages that existed before a transaction, and a load appends:
  // so the load runs with one, as safely, when no other connection holds the file in WAL mode.
  const walBefore = sqlite?.pragma('journal_mode', { simple: true }) === 'wal' && toJournal(sqlite, 'delete');
  try {
    const counts = await withDeferredIndexes(
      database,
      async () => {
        const sink = openSink(database);
        await (options.worker ? onWorker(sink, options) : inThread(sink, options));
        await sink.finish();
        return sink.counts;
      },
      phase,
    );
    // The market and roll statistics follow the roll just loaded (decision 76).
    await refreshStatistics(database);
    phase('market statistics');
    return { counts, phases: clock.phases };
  } finally {
    if (sqlite?.inTransaction) sqlite.exec('rollback');
    if (walBefore && sqlite) toJournal(sqlite, 'wal');
    sqlite?.pragma('synchronous = NORMAL');
    sqlite?.pragma('foreign_keys = ON');
  }
}
