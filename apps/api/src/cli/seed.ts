import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { writeDorFiles } from '../data/dor/index.ts';
import { seedCounty } from '../data/generator/index.ts';
import { LATEST_TAX_YEAR } from '../codes/taxing-authorities.ts';
import { createProgress } from '../data/progress.ts';

// npm run seed -- --parcels N --tpp M --seed S [--database PATH|URL] [--fresh] [--report] [--out-dir DIR]
// Generates a county into the database (DATABASE_URL or the default SQLite file unless --database
// names one). --fresh deletes a SQLite file first (on PostgreSQL the county tables are emptied in
// any case); --report prints time, rows per table and peak memory; --out-dir also writes the county
// as DOR NAL/SDF/NAP files.

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '20000' },
    tpp: { type: 'string', default: '2500' },
    seed: { type: 'string', default: '1' },
    database: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
  },
});

function whole(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const parcels = whole('parcels', values.parcels);
  const tpp = whole('tpp', values.tpp);
  const seed = whole('seed', values.seed);
  const url = values.database ?? loadConfig().databaseUrl;
  if (values.fresh && !isPostgresUrl(url)) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${url}${suffix}`, { force: true });
  }
  const started = performance.now();
  const database = openDatabase(url);
  try {
    await migrate(database);
    const progress = createProgress('seed', parcels + tpp);
    const { counts, phases } = await seedCounty(database, { parcels, tpp, seed, worker: true, onProgress: (done) => progress.update(done) });
    progress.finish();
    const seconds = (performance.now() - started) / 1000;
    if (values['out-dir']) {
      const files = await writeDorFiles(database, values['out-dir'], { year: LATEST_TAX_YEAR });
      console.log(`Wrote ${files.map((f) => f.name).join(', ')} to ${values['out-dir']}`);
    }
    console.log(
      `Seeded ${parcels.toLocaleString('en-US')} parcels and ${tpp.toLocaleString('en-US')} TPP accounts (seed ${seed}) into ${isPostgresUrl(url) ? 'PostgreSQL' : url} in ${seconds.toFixed(1)} s.`,
    );
    if (values.report) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log('rows per table:');
      for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(26)} ${n.toLocaleString('en-US').padStart(12)}`);
      console.log(`  ${'total'.padEnd(26)} ${total.toLocaleString('en-US').padStart(12)}`);
      console.log('phase            wall s   CPU s  main thread CPU s');
      for (const p of phases) {
        console.log(
          `  ${p.name.padEnd(14)} ${p.seconds.toFixed(1).padStart(6)} ${p.cpu.toFixed(1).padStart(7)} ${p.threadCpu === null ? '-' : p.threadCpu.toFixed(1).padStart(8)}`,
        );
      }
      const usage = process.cpuUsage();
      const cpu = (usage.user + usage.system) / 1e6;
      // On an idle 2-core machine a phase lasts at least its main thread's CPU time and at least
      // half the process's; what ran before the phases (loading code, migrations) is one thread.
      const startup = cpu - phases.reduce((sum, p) => sum + p.cpu, 0);
      const idle = phases.reduce((sum, p) => sum + Math.max(p.threadCpu ?? p.cpu, p.cpu / 2), startup);
      console.log(`CPU (all threads): ${cpu.toFixed(1)} s; estimated wall on an idle 2-core machine: ${idle.toFixed(1)} s`);
      console.log(`elapsed: ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString('en-US')} rows/s)`);
      console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
