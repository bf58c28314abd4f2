import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { buildDownloads } from './build.ts';
import { downloadsRoot, manifestPath, type Manifest } from './manifest.ts';

// Publishing the downloads of a roll that has never been published (decision 75). A fresh install
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

/**
 * Builds and publishes the downloads if nothing has been published yet. Returns the manifest it
 * published, or null when a manifest already existed or another process is building it. Never
 * throws: a failed build is logged and the page keeps saying that nothing is published, as before.
 */
export async function publishIfUnpublished(database: Database, dataDir: string, log: FirstBuildLog): Promise<Manifest | null> {
  if (existsSync(manifestPath(dataDir))) return null;
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
