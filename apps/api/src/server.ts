import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ensureSeeded } from './data/ensure-seeded.ts';
import { keepPublished, useDownloadsBuilder } from './downloads/first-build.ts';
import { buildDownloads, writeDorPart, type DorPartRunner } from './downloads/build.ts';
import { ownerIndexReady } from './search/memory/owner-index.ts';
import { pageRowsReady } from './search/memory/page-rows.ts';
import { subdivisionOrderReady } from './search/memory/subdivision-order.ts';
import { refreshStatistics, refreshStatisticsIfStale, useStatisticsRefresher } from './statistics/store.ts';
import { loadFormSecret } from './forms/secret.ts';
import { startMailWorker } from './alerts/mail-worker.ts';
import { createMailTransport } from './alerts/transport.ts';
import { join } from 'node:path';
import { buildMapTiles, buildTilesIfStale, useTileBuilder } from './gis/tile-build.ts';
import { loadDataKeys } from './staff/data-key.ts';

// Starts the site. With WORKERS=N (or `npm start -- --workers N`) a primary process prepares the
// database once (migrations, sample county) and then runs N worker processes that share the port;
// a worker that dies is replaced. Every process stops gracefully on SIGTERM/SIGINT: it stops taking
// connections, finishes the requests in flight, closes the database, then exits.

async function prepareDatabase(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    await migrate(database);
    await ensureSeeded(database, config);
    sayWhereTheDataKeyIs(config);
  } finally {
    await database.close();
  }
}

/** The data key that seals personal data (staff/data-key.ts): made on a first start without DATA_KEY, and said where. */
function sayWhereTheDataKeyIs(config: ServerConfig): void {
  const keys = loadDataKeys(config.dataDir, config.dataKeyEnv);
  if (keys.source === 'environment') return;
  const file = join(config.dataDir, 'data.key');
  console.log(
    keys.source === 'new file'
      ? `No DATA_KEY is set: made a new data key in ${file} (readable by this user alone). Keep a copy apart from the database; production sets DATA_KEY (README, Deploy).`
      : `Data key: ${file}. Production sets DATA_KEY from its secret store (README, Deploy).`,
  );
}

async function serve(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp({ config, database });
  // Every process drains the mail queue; a row is claimed before it is sent, so each goes out once.
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
  const stopMail = startMailWorker({ database, transport, secret: await loadFormSecret(database), config, log: { error: (m) => app.log.error(m) } });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => stopMail())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // Searches are answered by SQL until this process holds its copies of the roll (roll-copy.ts).
  for (const [what, ready] of [
    ['owner order', ownerIndexReady],
    ['page rows', pageRowsReady],
    ['subdivisions', subdivisionOrderReady],
  ] as const) {
    ready(database).catch((error: unknown) => app.log.error({ err: error }, `the ${what} could not be copied; searches use SQL for it`));
  }
  // Stale statistics are computed again in a child process, so that this event loop keeps answering
  // (the stored figures, marked stale) meanwhile; a database loaded before they existed gets them now.
  useStatisticsRefresher(() => runInChildProcess(REFRESH_STATISTICS, 'statistics'));
  refreshStatisticsIfStale(database).catch((error: unknown) => app.log.error({ err: error }, 'the statistics could not be computed'));
  // The map's tiles of a new roll are built ahead the same way (decision 114); until they are, tiles
  // are cut on request.
  useTileBuilder(() => runInChildProcess(BUILD_MAP_TILES, 'map tiles'));
  buildTilesIfStale(database).catch((error: unknown) => app.log.error({ err: error }, 'the map tiles could not be built'));
  // The data downloads are built in a child process too (decision 136): a request that finds them
  // stale starts it; after listening, so a fresh install answers at once ("being prepared").
  // In a cluster the primary checks them against the roll every 30 s (publishFromPrimary), not each
  // worker (decision 15).
  useDownloadsBuilder(() => runInChildProcess(BUILD_DOWNLOADS, 'data downloads'));
  if (cluster.isPrimary) keepPublished(database, config.dataDir, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
}

/**
 * The primary of a cluster keeps the downloads of its roll, with its own small connection, until it
 * exits; the build itself runs in a child process, since the primary accepts every connection.
 */
function publishFromPrimary(config: ServerConfig): void {
  useDownloadsBuilder(() => runInChildProcess(BUILD_DOWNLOADS, 'data downloads'));
  keepPublished(openDatabase(config.databaseUrl, { poolSize: 2 }), config.dataDir, { info: console.log, error: console.error });
}

function runPrimary(workers: number): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`Serving with ${workers} worker processes.`);
}

/** Set in the environment of the child process that computes the statistics, builds the map's tiles or the data downloads (runInChildProcess). */
const REFRESH_STATISTICS = 'COUNTY_REFRESH_STATISTICS';
const BUILD_MAP_TILES = 'COUNTY_BUILD_MAP_TILES';
const BUILD_DOWNLOADS = 'COUNTY_BUILD_DOWNLOADS';
/** The DOR part of a downloads build: its flag, and the build folder and tax year it is given. */
const BUILD_DOR_PART = 'COUNTY_BUILD_DOR_PART';
const DOR_PART_DIR = 'COUNTY_DOR_PART_DIR';
const DOR_PART_YEAR = 'COUNTY_DOR_PART_YEAR';
const CHILD_FLAGS = [REFRESH_STATISTICS, BUILD_MAP_TILES, BUILD_DOWNLOADS, BUILD_DOR_PART];

/**
 * Runs this same program (bundled or from source: the same file and loader flags) as a child that
 * does one piece of work from the roll (the variable `flag` names which) and exits. The cluster's
 * variable is left out, so the child does not take itself for a worker.
 */
function runInChildProcess(flag: string, what: string, extra: Record<string, string> = {}): Promise<void> {
  return runForAnswer<void>(flag, what, extra, false);
}

/** As runInChildProcess, answering what the child sends (process.send) before it exits 0. */
function runForAnswer<T>(flag: string, what: string, extra: Record<string, string>, answers = true): Promise<T> {
  const { NODE_UNIQUE_ID: _worker, ...env } = process.env;
  // A child's own flag is the only one it gets: one left from its parent would make it do its
  // parent's work (a downloads build starting builds without end).
  for (const other of CHILD_FLAGS) delete env[other];
  const child = fork(process.argv[1]!, [], { env: { ...env, ...extra, [flag]: '1' }, stdio: 'inherit' });
  let answer: { value: T } | null = null;
  child.once('message', (value) => (answer = { value: value as T }));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code !== 0) return fail(new Error(`the ${what} process exited with ${signal ?? code}`));
      if (answers && answer === null) return fail(new Error(`the ${what} process answered nothing`));
      done(answer?.value as T);
    });
  });
}

async function refreshStatisticsAndExit(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    const seconds = await refreshStatistics(database);
    console.log(`statistics computed from the roll in ${seconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

async function buildMapTilesAndExit(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    const { tiles, bytes, seconds } = await buildMapTiles(database);
    console.log(`map tiles built from the roll: ${tiles} tiles, ${(bytes / 1024 / 1024).toFixed(1)} MB gzip, in ${seconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/**
 * Its parent holds the build's claim (the marker in the roll's downloads folder). The DOR files are
 * written by a second child meanwhile, so that the build uses two cores (decision 136).
 */
async function buildDownloadsAndExit(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  const dorPart: DorPartRunner = (dir, taxYear) => runForAnswer(BUILD_DOR_PART, 'DOR files', { [DOR_PART_DIR]: dir, [DOR_PART_YEAR]: String(taxYear) });
  try {
    await buildDownloads(database, config.dataDir, { dorPart });
  } finally {
    await database.close();
  }
}

async function writeDorPartAndExit(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    const part = await writeDorPart(database, process.env[DOR_PART_DIR]!, Number(process.env[DOR_PART_YEAR]));
    await new Promise<void>((done, fail) => process.send!(part, (error: Error | null) => (error ? fail(error) : done())));
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env[REFRESH_STATISTICS] === '1') return refreshStatisticsAndExit(config);
  if (process.env[BUILD_MAP_TILES] === '1') return buildMapTilesAndExit(config);
  if (process.env[BUILD_DOR_PART] === '1') return writeDorPartAndExit(config);
  if (process.env[BUILD_DOWNLOADS] === '1') return buildDownloadsAndExit(config);
  const workers = Number(process.env.WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`WORKERS must be 1 to 64, got '${process.env.WORKERS}'`);
  if (workers > 1 && cluster.isPrimary) {
    await prepareDatabase(config);
    runPrimary(workers);
    publishFromPrimary(config);
    return;
  }
  if (cluster.isPrimary) await prepareDatabase(config);
  await serve(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
