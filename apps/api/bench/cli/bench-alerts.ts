import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { afterImport, beforeImport } from '../../src/alerts/plan.ts';

// The cost of owner alerts to an import (issue 32): an SDF that brings a new deed to 1,000 of
// 10,000 watched parcels, imported without subscriptions and with them (three of each, alternated,
// medians: the machine's other work moves single runs); and the queue's build time alone: the
// pictures before and after and the 1,000 e-mails queued, without the import around them.
// `npm run bench:alerts` (BENCH_PARCELS, default 20,000; the figure is on the full county).

const PARCELS = Number(process.env.BENCH_PARCELS ?? 20_000);
const WATCHED = 10_000;
const CHANGED = 1_000;

const dir = await mkdtemp(join(tmpdir(), 'bench-alerts-'));
const database = openDatabase(join(dir, 'county.sqlite'));
try {
  await migrate(database);
  await seedCounty(database, { parcels: PARCELS, tpp: 10, seed: 3 });
  const year = (await readRollYears(database)).current ?? 2026;
  const ids = (await database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').limit(WATCHED).execute()).map((p) => p.parcel_id);
  let instrument = 80_000_000;
  const sdf = async (name: string) => {
    const step = Math.floor(ids.length / CHANGED);
    const rows = Array.from({ length: CHANGED }, (_, i) => `${ids[i * step]},${year},01,${year},4,310000,I,${++instrument}`);
    const file = join(dir, name);
    await writeFile(file, ['PARCEL_ID,ASMNT_YR,QUAL_CD,SALE_YR,SALE_MO,SALE_PRC,VI_CD,CLERK_NO', ...rows].join('\n') + '\n');
    return file;
  };
  const timed = async (file: string) => {
    const start = performance.now();
    const result = await importRoll(database, { sdf: file, year, partial: true });
    return { ms: performance.now() - start, queued: result.alertsQueued };
  };

  const now = new Date().toISOString();
  const subscribe = async () => {
    for (let i = 0; i < ids.length; i += 500) {
      await database.db
        .insertInto('alert_subscriptions')
        .values(ids.slice(i, i + 500).map((id) => ({ email: `o${id}@example.com`, parcel_id: id, lang: 'en', created_at: now, confirmed_at: now })))
        .execute();
    }
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const bare: number[] = [];
  const withAlerts: number[] = [];
  let queued = 0;
  for (let run = 0; run < 3; run++) {
    await database.db.deleteFrom('alert_subscriptions').execute();
    bare.push((await timed(await sdf(`SDF-bare-${run}.csv`))).ms);
    await subscribe();
    const watched = await timed(await sdf(`SDF-watched-${run}.csv`));
    withAlerts.push(watched.ms);
    queued = watched.queued;
  }

  // The queue alone: pictures of 1,000 touched watched parcels, a change to each, 1,000 e-mails queued.
  const changed = ids.filter((_, i) => i % (WATCHED / CHANGED) === 0);
  const start = performance.now();
  const before = await beforeImport(database);
  await before.touch(database.db, changed);
  const pictured = performance.now();
  await database.db.updateTable('parcels').set({ mail_address1: '1 BENCH ST' }).where('parcel_id', 'in', changed).execute();
  const resumed = performance.now();
  const built = await afterImport(database, before);
  const buildMs = pictured - start + (performance.now() - resumed);

  const [b, w] = [median(bare), median(withAlerts)];
  console.log(`parcels ${PARCELS}, watched ${WATCHED}, changed ${CHANGED}`);
  console.log(`import without subscriptions (median of 3): ${b.toFixed(0)} ms`);
  console.log(`import with ${WATCHED} watched (median of 3): ${w.toFixed(0)} ms, ${queued} alerts queued; growth ${(((w - b) / b) * 100).toFixed(1)}%`);
  console.log(`queue build alone: ${buildMs.toFixed(0)} ms for ${built} e-mails (budget 5,000 ms)`);
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
