import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { buildDownloads } from './build.ts';
import { manifestIn, rollFolder, type Manifest } from './manifest.ts';
import { rollStamp } from './roll-stamp.ts';

// Publishing the downloads of a roll whose files are missing or stale (decision 75; decision 15:
// stale when the manifest's roll stamp is not the database's, after an import, a confidential mark
// or a retirement). A fresh install seeds the sample county and then builds its files in the
// background, after the server listens, so that the first start is not held up.
// The server builds in a child process (useDownloadsBuilder), as it computes the statistics and cuts
// the map's tiles: a build is minutes of work on a full county, and the primary process of a cluster
// accepts every connection, so nothing heavy may run on its event loop (decision 136). While a
// build runs, a marker file in the roll's folder is its claim: one build per data folder, since each
// machine serves files from its own disk.

interface Marker {
  pid: number;
  started: string;
}

/** A build that has not finished after this long is taken to have died with its process. */
const STALE_MS = 60 * 60 * 1000;
/** How often one process tries again to start a build while its files are stale. */
const RETRY_MS = 10_000;

export const preparingIn = (folder: string) => join(folder, 'preparing.json');

export async function preparingPath(database: Database, dataDir: string): Promise<string> {
  return preparingIn(await rollFolder(database, dataDir));
}

/** True while a build is running (its marker exists, is recent and its process is alive). */
export async function downloadsPreparing(database: Database, dataDir: string): Promise<boolean> {
  return markerAlive(await preparingPath(database, dataDir));
}

async function markerAlive(path: string): Promise<boolean> {
  let marker: Marker;
  try {
    marker = JSON.parse(await readFile(path, 'utf8')) as Marker;
  } catch {
    return false;
  }
  if (Date.now() - Date.parse(marker.started) > STALE_MS) return false;
  try {
    process.kill(marker.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface FirstBuildLog {
  info: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Takes the marker for this process. The marker is created exclusively ('wx'), so when several
 * processes of one site start together only one of them builds; a marker left by a process that
 * died is replaced.
 */
async function claimMarker(path: string, started: number): Promise<boolean> {
  const body = JSON.stringify({ pid: process.pid, started: new Date(started).toISOString() } satisfies Marker);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, body, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await markerAlive(path)) return false;
      await rm(path, { force: true });
    }
  }
  return false;
}

async function readManifest(database: Database, dataDir: string): Promise<Manifest | null> {
  const folder = await rollFolder(database, dataDir);
  return readFile(manifestIn(folder), 'utf8').then(
    (t) => JSON.parse(t) as Manifest,
    () => null,
  );
}

/** True when published files exist and were made from the roll as it is now. */
export async function publishedIsCurrent(database: Database, dataDir: string, manifest?: Manifest | null): Promise<boolean> {
  const published = manifest !== undefined ? manifest : await readManifest(database, dataDir);
  return published !== null && published.roll === (await rollStamp(database));
}

/** Builds and publishes the downloads; the server gives one that runs in a child process. */
export type DownloadsBuilder = (database: Database, dataDir: string) => Promise<unknown>;

// In-process by default (the tests, the command-line tools); the server replaces it at start.
const inProcess: DownloadsBuilder = (database, dataDir) => buildDownloads(database, dataDir);
let builder: DownloadsBuilder = inProcess;
let startsOnRequest = false;

/**
 * Sets how the downloads are built (null: in this process). With a builder of its own, a request
 * that finds the files stale also starts the rebuild, so that a change is followed at once rather
 * than at the next periodic check.
 */
export function useDownloadsBuilder(run: DownloadsBuilder | null): void {
  builder = run ?? inProcess;
  startsOnRequest = run !== null;
}

/**
 * Builds and publishes the downloads unless the published ones are those of the roll as it is now.
 * Returns the manifest it published, or null when the published one is current or another process
 * is building it. Never throws: a failed build is logged, and the previous files stay listed (or,
 * when there are none, the page keeps saying that they are being prepared or not published).
 */
export async function publishIfStale(database: Database, dataDir: string, log: FirstBuildLog): Promise<Manifest | null> {
  if (await publishedIsCurrent(database, dataDir).catch(() => false)) return null;
  const started = Date.now();
  let marker: string | null = null;
  try {
    const folder = await rollFolder(database, dataDir);
    await mkdir(folder, { recursive: true });
    if (!(await claimMarker(preparingIn(folder), started))) return null;
    marker = preparingIn(folder);
    log.info('Preparing the data downloads of the loaded roll...');
    await builder(database, dataDir);
    const manifest = await readManifest(database, dataDir);
    if (!manifest) throw new Error('the build published no manifest');
    log.info(`Published ${manifest.files.length} data files for tax year ${manifest.taxYear} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return manifest;
  } catch (error) {
    log.error(`The data downloads could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    if (marker) await rm(marker, { force: true });
  }
}

/** When this process last started a build from a request, per database. */
const lastStart = new WeakMap<Database, number>();

/**
 * Starts a rebuild from a request that found the files stale, when the server builds in a child
 * process (never in a request's own process), at most once every RETRY_MS per process.
 */
export function startPublishing(database: Database, dataDir: string, log: FirstBuildLog): void {
  if (!startsOnRequest || Date.now() - (lastStart.get(database) ?? 0) < RETRY_MS) return;
  lastStart.set(database, Date.now());
  void publishIfStale(database, dataDir, log);
}

/** How often a server compares its published files with its roll. */
export const STALE_CHECK_MS = 30_000;

/**
 * Publishes now and then checks every STALE_CHECK_MS, so that every machine serves the files of
 * the roll it serves whoever changed it (decision 15). The server's primary process runs it; the
 * timer does not keep the process alive. Returns the function that stops it.
 */
export function keepPublished(database: Database, dataDir: string, log: FirstBuildLog): () => void {
  void publishIfStale(database, dataDir, log);
  const timer = setInterval(() => void publishIfStale(database, dataDir, log), STALE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
