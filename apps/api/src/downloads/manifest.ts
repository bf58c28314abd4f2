import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { rollId } from './roll-stamp.ts';

// The manifest of the published downloads. The builder writes each build into its own folder and
// then swaps the manifest in one rename, so a reader sees either the old set of files or the new
// one, never a half-written file. A data folder may be shared by servers of different databases (a
// bench next to `npm start`): each database's files live under a folder named by its roll id
// (DATA_DIR/downloads/<roll id>/), so neither takes the other's for stale files of its own.

export interface DownloadFile {
  name: string;
  title: string;
  description: string;
  format: string;
  rows: number;
  size: number;
  sha256: string;
  created: string; // ISO time
}

export interface Manifest {
  build: string; // folder of this build inside the roll's folder
  created: string;
  taxYear: number;
  /** The roll the files were made from (roll-stamp.ts); absent in manifests written before it. */
  roll?: string;
  /**
   * The parcels marked confidential when the files were read: while the files are stale they stay
   * served only if no other parcel has been marked since (decision 136). Absent in older manifests.
   */
  confidential?: string[];
  files: DownloadFile[];
}

export const downloadsRoot = (dataDir: string) => join(dataDir, 'downloads');

/** The folder of one database's downloads: its builds, its manifest and its build marker. */
export async function rollFolder(database: Database, dataDir: string): Promise<string> {
  const id = await rollId(database);
  // The id is made by roll-stamp.ts (base64url); anything else would not be a folder name of ours.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`the roll id '${id}' cannot name a folder`);
  return join(downloadsRoot(dataDir), id);
}

export const manifestIn = (folder: string) => join(folder, 'manifest.json');

export async function manifestPath(database: Database, dataDir: string): Promise<string> {
  return manifestIn(await rollFolder(database, dataDir));
}

/** Reads the manifest, caching it until the file changes; null when nothing is published yet. */
export function manifestReader(database: Database, dataDir: string): () => Promise<Manifest | null> {
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return async () => {
    const path = await manifestPath(database, dataDir);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as Manifest };
    return cached.manifest;
  };
}
