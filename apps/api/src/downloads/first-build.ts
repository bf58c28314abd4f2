import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { buildDownloads } from './build.ts';
import { downloadsRoot, manifestPath, type Manifest } from './manifest.ts';
import { rollStamp } from './roll-stamp.ts';

// Publishing the downloads of a roll whose files are missing or stale (decision 75; decision 15:
// stale when the manifest's roll stamp is not the database's, after an import, a confidential mark
// or a retirement, or files made from another database). A fresh install
// seeds the sample county and then builds its files in the background, after the server listens,
// so that the first start is not held up (about 11 s for the 20,000-parcel sample on two cores).
// While it runs, a marker file tells every process of the site that the files are being prepared.

interface Marker {
  pid: number;
  started: string;
}

/** A build that has not finished after this long is taken to have died with its process. */
const STALE_MS = 60 * 60 * 1000;

export const preparingPath = (dataDir: string) => join(downloadsRoot(dataDir), 'preparing.json');

/** True while a first build is running (its marker exists, is recent and its process is alive). */
export async function downloadsPreparing(dataDir: string): Promise<boolean> {
  let marker: Marker;
  try {
    marker = JSON.parse(await readFile(preparingPath(dataDir), 'utf8')) as Marker;
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
async function claimMarker(dataDir: string, started: number): Promise<boolean> {
  const body = JSON.stringify({ pid: process.pid, started: new Date(started).toISOString() } satisfies Marker);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(preparingPath(dataDir), body, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await downloadsPreparing(dataDir)) return false;
      await rm(preparingPath(dataDir), { force: true });
    }
  }
  return false;
}

/** True when published files exist and were made from the roll as it is now. */
export async function publishedIsCurrent(database: Database, dataDir: string, manifest?: Manifest | null): Promise<boolean> {
  const published =
    manifest !== undefined
      ? manifest
      : await readFile(manifestPath(dataDir), 'utf8').then(
          (t) => JSON.parse(t) as Manifest,
          () => null,
        );
  return published !== null && published.roll === (await rollStamp(database));
}

/**
 * Builds and publishes the downloads unless the published ones are those of the roll as it is now.
 * Returns the manifest it published, or null when the published one is current or another process
 * is building it. Never throws: a failed build is logged and the page keeps saying that the files
 * are being prepared or not published, as before.
 */
export async function publishIfStale(database: Database, dataDir: string, log: FirstBuildLog): Promise<Manifest | null> {
  if (await publishedIsCurrent(database, dataDir).catch(() => false)) return null;
  const started = Date.now();
  let claimed = false;
  try {
    await mkdir(downloadsRoot(dataDir), { recursive: true });
    claimed = await claimMarker(dataDir, started);
    if (!claimed) return null;
    log.info('Preparing the data downloads of the loaded roll...');
    const manifest = await buildDownloads(database, dataDir);
    log.info(`Published ${manifest.files.length} data files for tax year ${manifest.taxYear} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return manifest;
  } catch (error) {
    log.error(`The data downloads could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    if (claimed) await rm(preparingPath(dataDir), { force: true });
  }
}

/** How often a server compares its published files with its roll (a change shows them as being prepared meanwhile). */
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
