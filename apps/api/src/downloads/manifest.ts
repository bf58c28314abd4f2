import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The manifest of the published downloads. The builder writes each build into its own folder and
// then swaps DATA_DIR/downloads/manifest.json in one rename, so a reader sees either the old set of
// files or the new one, never a half-written file.

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
  build: string; // folder of this build inside DATA_DIR/downloads
  created: string;
  taxYear: number;
  /** The roll the files were made from (roll-stamp.ts); absent in manifests written before it. */
  roll?: string;
  files: DownloadFile[];
}

export const downloadsRoot = (dataDir: string) => join(dataDir, 'downloads');
export const manifestPath = (dataDir: string) => join(downloadsRoot(dataDir), 'manifest.json');

/** Reads the manifest, caching it until the file changes; null when nothing is published yet. */
export function manifestReader(dataDir: string): () => Promise<Manifest | null> {
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return async () => {
    const path = manifestPath(dataDir);
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
