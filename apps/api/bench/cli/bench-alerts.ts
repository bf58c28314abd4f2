import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { constants, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { afterImport, beforeImport } from '../../src/alerts/plan.ts';

// The cost of owner alerts to an import (issue 32): an SDF that brings a new deed to 1,000 of
// 10,000 watched parcels, imported with the subscriptions unconfirmed (none watched) and confirmed,
// alternately (BENCH_RUNS of each, default 5, medians), each run after a WAL checkpoint so that
// neither pays for the other's writes. Wall time and this process's CPU time (user + system) are
// both printed: the import runs in this process (SQLite in-process), so on a machine shared with
// other work the CPU time is the steadier figure of the two. And the queue's build
// time alone: the watched ids read, 1,000 parcels pictured as a NAL batch does, their new deeds and
// an address change, the join with the subscribers and the 1,000 e-mails queued.
// `npm run bench:alerts` (BENCH_PARCELS, default 20,000, seeded here; the figure is on the
// full county: BENCH_PARCELS=480000 copies the county `npm run bench` generates in data/bench/).

const PARCELS = Number(process.env.BENCH_PARCELS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WATCHED = 10_000;
const CHANGED = 1_000;
const generated = resolve(import.meta.dirname, '../../../..', 'data/bench', `county-${PARCELS}.sqlite`);

const dir = await mkdtemp(join(tmpdir(), 'bench-alerts-'));
const path = join(dir, 'county.sqlite');
if (existsSync(generated)) await copyFile(generated, path, constants.COPYFILE_FICLONE);
const database = openDatabase(path);
try {
  await migrate(database);
  if (!existsSync(generated)) await seedCounty(database, { parcels: PARCELS, tpp: 10, seed: 3 });
  const year = (await readRollYears(database)).current ?? 2026;
  const ids = (await database.db.selectFrom('parcels').select('parcel_id').where('retired_on', 'is', null).orderBy('parcel_id').limit(WATCHED).execute()).map(
    (p) => p.parcel_id,
  );
  const changed = ids.filter((_, i) => i % (WATCHED / CHANGED) === 0);
  let instrument = 80_000_000;
  const sdf = async (name: string) => {
    const rows = changed.map((id) => `${id},${year},01,${year},4,310000,I,${++instrument}`);
    const file = join(dir, name);
    await writeFile(file, ['PARCEL_ID,ASMNT_YR,QUAL_CD,SALE_YR,SALE_MO,SALE_PRC,VI_CD,CLERK_NO', ...rows].join('\n') + '\n');
    return file;
  };

  const created = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 500) {
    await database.db
      .insertInto('alert_subscriptions')
      .values(ids.slice(i, i + 500).map((id) => ({ email: `o${id}@example.com`, parcel_id: id, lang: 'en', created_at: created, confirmed_at: null })))
      .execute();
  }
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const timed = async (watching: boolean, run: number) => {
    await database.db
      .updateTable('alert_subscriptions')
      .set({ confirmed_at: watching ? created : null })
      .execute();
    await database.db.deleteFrom('mail_queue').execute();
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
    const file = await sdf(`SDF-${watching ? 'watched' : 'bare'}-${run}.csv`);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = await importRoll(database, { sdf: file, year, partial: true });
    return { ms: performance.now() - start, cpuMs: cpuMs(cpu), queued: result.alertsQueued };
  };

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const bare: { ms: number; cpuMs: number }[] = [];
  const withAlerts: { ms: number; cpuMs: number }[] = [];
  let queued = 0;
  for (let run = 0; run < RUNS; run++) {
    // Alternate which goes first: the roll grows by a deed per changed parcel on every run.
    for (const watching of run % 2 === 0 ? [false, true] : [true, false]) {
      const { ms, cpuMs, queued: q } = await timed(watching, run);
      (watching ? withAlerts : bare).push({ ms, cpuMs });
      if (watching) queued = q;
    }
  }

  // The queue alone, as a NAL with deeds would build it for 1,000 changed watched parcels.
  await database.db.deleteFrom('mail_queue').execute();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const before = await beforeImport(database);
  await before.touch(database.db, changed);
  const pictured = performance.now();
  const cpuPictured = cpuMs(cpuStart);
  await database.db.updateTable('parcels').set({ mail_address1: '1 BENCH ST' }).where('parcel_id', 'in', changed).execute();
  const resumed = performance.now();
  const cpuResumed = process.cpuUsage();
  before.added(changed.map((parcelId) => ({ parcelId, date: `${year}-04-01`, price: 310_000, instrument: String(++instrument), book: null, page: null })));
  const built = await afterImport(database, before);
  const buildMs = pictured - start + (performance.now() - resumed);
  const buildCpuMs = cpuPictured + cpuMs(cpuResumed);

  const growth = (b: number, w: number) => `${(((w - b) / b) * 100).toFixed(1)}%`;
  const figures = (runs: { ms: number; cpuMs: number }[]) => {
    const [ms, cpu] = [median(runs.map((r) => r.ms)), median(runs.map((r) => r.cpuMs))];
    return { ms, cpu, text: `wall ${ms.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms  [wall ${runs.map((r) => r.ms.toFixed(0)).join(', ')}]` };
  };
  const [b, w] = [figures(bare), figures(withAlerts)];
  console.log(`parcels ${PARCELS}, watched ${WATCHED}, changed ${CHANGED}`);
  console.log(`import without subscriptions (medians of ${RUNS}): ${b.text}`);
  console.log(`import with ${WATCHED} watched (medians of ${RUNS}): ${w.text}; ${queued} alerts queued`);
  console.log(`growth of the import: wall ${growth(b.ms, w.ms)}, CPU ${growth(b.cpu, w.cpu)} (budget 10%)`);
  console.log(
    `queue build alone: wall ${buildMs.toFixed(0)} ms, CPU ${buildCpuMs.toFixed(0)} ms for ${built} e-mails (budget 5,000 ms); CPU ${((buildCpuMs / b.cpu) * 100).toFixed(1)}% of the import's without subscriptions`,
  );
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
