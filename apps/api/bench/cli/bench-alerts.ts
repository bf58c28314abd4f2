import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { importRoll } from '../../src/data/importer/index.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { beforeImport } from '../../src/alerts/plan.ts';

// The cost of owner alerts to an import (issue 32): an SDF that brings a new deed to 1,000 of
// 10,000 watched parcels, imported once without subscriptions and once with them; prints both
// times, the growth, and the time to read the watched parcels' ids before the import.
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

  const bare = await timed(await sdf('SDF-bare.csv'));
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 500) {
    await database.db
      .insertInto('alert_subscriptions')
      .values(ids.slice(i, i + 500).map((id) => ({ email: `o${id}@example.com`, parcel_id: id, lang: 'en', created_at: now, confirmed_at: now })))
      .execute();
  }
  const picture = performance.now();
  await beforeImport(database);
  const pictureMs = performance.now() - picture;
  const watched = await timed(await sdf('SDF-watched.csv'));
  const extra = watched.ms - bare.ms;
  console.log(`parcels ${PARCELS}, watched ${WATCHED}, changed ${CHANGED}`);
  console.log(`import without subscriptions: ${bare.ms.toFixed(0)} ms`);
  console.log(`import with ${WATCHED} watched: ${watched.ms.toFixed(0)} ms, ${watched.queued} alerts queued`);
  console.log(`alerts' share: ${extra.toFixed(0)} ms (${((extra / bare.ms) * 100).toFixed(1)}% of the import); watched ids read in ${pictureMs.toFixed(0)} ms`);
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
