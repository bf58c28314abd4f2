import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { isPostgresUrl, openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createClient } from '../lib/load/client.ts';
import { databaseOutage, killDuringFeedback, printKillResult } from '../lib/load/faults.ts';
import { trafficPaths, type TrafficPaths } from '../lib/load/paths.ts';
import { startLoadServer, type LoadServer } from '../lib/load/server.ts';
import { printSummaries, Recorder } from '../lib/load/stats.ts';
import { runMixedLoad } from '../lib/load/traffic.ts';

// `npm run bench:load` (issue 9): mixed traffic at 100 connections against the full county, on
// SQLite and then on PostgreSQL, with latency per kind, errors and the server's memory; then the
// faults: kill -9 during feedback, and (PostgreSQL) the database stopped for a few seconds.
// Run it alone: `flock /tmp/heavy.lock npm run bench:load`. It stops the local PostgreSQL only when
// no test or seed process is running (other people's tests use the same server).
//
// Options: `-- sqlite` or `-- postgres` for one database; --no-outage skips stopping PostgreSQL.
// LOAD_SECONDS (60), LOAD_CONNECTIONS (100), LOAD_SQLITE (data/bench/county-480000.sqlite, copied
// first so the run's writes never touch it), LOAD_PG_URL (schema bench_load of database test),
// LOAD_PG_PARCELS (480000, the full county, loaded once and kept between runs: one to three
// minutes with COPY), LOAD_OUTAGE_SECONDS (5).

const { values, positionals } = parseArgs({ options: { 'no-outage': { type: 'boolean', default: false } }, allowPositionals: true });
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SQLITE_SOURCE = resolve(process.env.LOAD_SQLITE ?? resolve(repoRoot, 'data/bench/county-480000.sqlite'));
const PG_URL = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3Dbench_load';
const PG_PARCELS = Number(process.env.LOAD_PG_PARCELS ?? 480_000);
const OUTAGE_SECONDS = Number(process.env.LOAD_OUTAGE_SECONDS ?? 5);
const WARM_UP_SECONDS = 5;

const runId = `L${Date.now().toString(36)}`;
const mb = (n: number) => `${n.toFixed(0)} MB`;

async function parcelCount(database: Database): Promise<number> {
  try {
    const row = await database.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } catch {
    return 0;
  }
}

/** Loads the PostgreSQL county once; later runs find it in place. */
async function preparePostgres(): Promise<void> {
  const schema = /search_path%3D(\w+)/.exec(PG_URL)?.[1];
  const admin = openDatabase(PG_URL.replace(/\?.*$/, ''), { poolSize: 1 });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const database = openDatabase(PG_URL, { poolSize: 1 });
  await migrate(database);
  const have = await parcelCount(database);
  await database.close();
  if (have === PG_PARCELS) return;
  console.log(`Loading ${PG_PARCELS.toLocaleString('en-US')} parcels into PostgreSQL (it holds ${have.toLocaleString('en-US')})...`);
  const started = performance.now();
  const seed = spawn(
    resolve(repoRoot, 'node_modules/.bin/tsx'),
    [
      resolve(repoRoot, 'apps/api/src/cli/seed.ts'),
      '--database',
      PG_URL,
      '--parcels',
      String(PG_PARCELS),
      '--tpp',
      String(Math.round(PG_PARCELS / 8)),
      '--seed',
      '1',
      '--fresh',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise<number | null>((done) => seed.once('exit', done));
  if (code !== 0) throw new Error(`seed failed with ${code}`);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/** Content pages the store really holds (a draft or misnamed file answers 404 and is left out). */
async function reachable(server: LoadServer, paths: TrafficPaths): Promise<TrafficPaths> {
  const client = createClient(server.baseURL, 4);
  const content: string[] = [];
  for (const path of paths.content) if ((await client.send('GET', path)).status === 200) content.push(path);
  client.close();
  return { ...paths, content };
}

/** Every message answered 2xx during the load is in the database once, under its receipt. */
async function checkStored(database: Database, sent: Map<string, string>): Promise<string> {
  const rows = await database.db.selectFrom('feedback').select(['receipt', 'comments']).where('comments', 'like', `%marker ${runId}-%`).execute();
  const receipts = new Map<string, number>();
  for (const row of rows) receipts.set(row.receipt, (receipts.get(row.receipt) ?? 0) + 1);
  const once = [...sent.values()].filter((receipt) => receipts.get(receipt) === 1).length;
  return `${sent.size} feedback messages answered 2xx, ${once} of them in the database exactly once (${rows.length} rows with this run's markers)`;
}

function othersRunning(): string[] {
  try {
    return execFileSync('pgrep', ['-fa', 'vitest|cli/seed.ts|cli/import.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line && !line.startsWith(`${process.pid} `));
  } catch {
    return []; // pgrep answers 1 when nothing matches
  }
}

async function bench(label: string, databaseUrl: string): Promise<void> {
  console.log(`\n=== ${label} ===`);
  const database = openDatabase(databaseUrl, { poolSize: 2 });
  let server = await startLoadServer(databaseUrl);
  try {
    console.log(`county: ${(await parcelCount(database)).toLocaleString('en-US')} parcels; server pid ${server.pid}; ${CONNECTIONS} connections`);
    const idle = server.memory();
    const paths = await reachable(server, await trafficPaths(database, loadConfig().contentDir));
    const warmClient = createClient(server.baseURL, CONNECTIONS);
    await runMixedLoad({ client: warmClient, paths, recorder: new Recorder(), connections: CONNECTIONS, seconds: WARM_UP_SECONDS, runId: `${runId}w` });
    warmClient.close();
    const before = server.memory();

    const client = createClient(server.baseURL, CONNECTIONS);
    const recorder = new Recorder();
    const { sentFeedback } = await runMixedLoad({ client, paths, recorder, connections: CONNECTIONS, seconds: SECONDS, runId });
    client.close();
    const after = server.memory();
    const total = recorder.total();
    console.log(
      `mixed traffic, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up: ${total.count} requests (${(total.count / SECONDS).toFixed(0)}/s), errors ${total.errors}`,
    );
    printSummaries([...recorder.summaries().sort((a, b) => a.kind.localeCompare(b.kind)), total], SECONDS);
    console.log(
      `server memory (RSS): ${mb(idle.rssMb)} idle at start, ${mb(before.rssMb)} after the warm-up, ${mb(after.rssMb)} after the run (peak ${mb(after.peakMb)})`,
    );
    console.log(`  of which the process's own (RssAnon, without mapped database pages): ${mb(idle.anonMb)}, ${mb(before.anonMb)}, ${mb(after.anonMb)}`);
    console.log(await checkStored(database, sentFeedback));

    console.log('fault: kill -9 while feedback is being sent (8 senders and 50 other connections)');
    const killed = await killDuringFeedback({ server, databaseUrl, database, paths, runId: `${runId}K` });
    server = killed.server;
    printKillResult(killed.result);

    if (isPostgresUrl(databaseUrl)) {
      const others = othersRunning();
      if (values['no-outage']) console.log('fault: PostgreSQL outage skipped (--no-outage)');
      else if (others.length > 0) console.log(`fault: PostgreSQL outage skipped: other tests use the server:\n  ${others.join('\n  ')}`);
      else {
        console.log(`fault: PostgreSQL stopped for ${OUTAGE_SECONDS} s under load (50 connections)`);
        await databaseOutage({ server, paths, downSeconds: OUTAGE_SECONDS, runId: `${runId}O` });
      }
    }
  } finally {
    await server.stop();
    await database.close();
  }
}

async function main(): Promise<void> {
  const only = positionals[0];
  if (only === undefined || only === 'sqlite') {
    if (!existsSync(SQLITE_SOURCE)) throw new Error(`${SQLITE_SOURCE} is missing: run npm run bench once to generate the county`);
    const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
    try {
      copyFileSync(SQLITE_SOURCE, join(dir, 'county.sqlite'));
      await bench('SQLite', join(dir, 'county.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only === undefined || only === 'postgres') {
    await preparePostgres();
    await bench('PostgreSQL', PG_URL);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
