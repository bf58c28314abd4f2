import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { writeDorFiles } from '../data/dor/index.ts';
import { currentTaxYear } from '../code-tables/tables.ts';
import { writeCsvFile } from './csv-file.ts';
import { fileFacts } from './file-facts.ts';
import { downloadsRoot, manifestPath, type DownloadFile, type Manifest } from './manifest.ts';
import { CSV_PRODUCTS } from './products.ts';
import { rollStamp } from './roll-stamp.ts';

// `npm run downloads:build`: writes every data product into a new folder of DATA_DIR/downloads,
// records size, rows and SHA-256 of each in a manifest, publishes the manifest with one rename, and
// then removes the folders of older builds.

const DOR_DESCRIPTIONS: Record<string, string> = {
  NAL: "The county roll in the Department of Revenue's Name-Address-Legal layout: one row per parcel.",
  SDF: "Sales in the Department of Revenue's Sale Data File layout: one row per sale.",
  NAP: "Tangible personal property in the Department of Revenue's layout: one row per account.",
};

export interface BuildOptions {
  /** Reports each file as it is finished. */
  onFile?: (file: DownloadFile) => void;
}

export async function buildDownloads(database: Database, dataDir: string, options: BuildOptions = {}): Promise<Manifest> {
  const root = downloadsRoot(dataDir);
  const created = new Date().toISOString();
  const build = `${created.replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(3).toString('hex')}`;
  const dir = join(root, build);
  await mkdir(dir, { recursive: true });
  // Read before the data: a change made while the files are written leaves them stamped behind it.
  const roll = await rollStamp(database);
  const taxYear = await currentTaxYear(database);
  const files: DownloadFile[] = [];
  const add = (file: DownloadFile) => {
    files.push(file);
    options.onFile?.(file);
  };

  try {
    for (const product of CSV_PRODUCTS) {
      const facts = await writeCsvFile(join(dir, product.name), product.columns, product.batches(database, taxYear));
      add({ name: product.name, title: product.title, description: product.description, format: 'CSV', ...facts, created: new Date().toISOString() });
    }
    // The DOR writer names its files (NAL58F202601.csv ...); they move next to the others.
    const dorDir = join(dir, 'dor');
    for (const written of await writeDorFiles(database, dorDir, { year: taxYear })) {
      const kind = /^(NAL|SDF|NAP)/.exec(written.name)?.[1] ?? 'NAL';
      await rename(written.path, join(dir, written.name));
      const facts = await fileFacts(join(dir, written.name));
      add({
        name: written.name,
        title: `DOR ${kind} file, ${taxYear}`,
        description: DOR_DESCRIPTIONS[kind]!,
        format: `DOR ${kind} (CSV)`,
        rows: written.rows,
        ...facts,
        created: new Date().toISOString(),
      });
    }
    await rm(dorDir, { recursive: true, force: true });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const manifest: Manifest = { build, created, taxYear, roll, files };
  const temp = `${manifestPath(dataDir)}.${build}.tmp`;
  await writeFile(temp, JSON.stringify(manifest, null, 2));
  await rename(temp, manifestPath(dataDir));
  // Older builds go once the new manifest is live; a download already streaming keeps its open file.
  // Folder names start with their time (to the second), so a build started later by someone else
  // is left alone; one started in the same second is older or newer by chance, and goes too.
  const started = build.split('-')[0]!;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const older = entry.name !== build && entry.name.split('-')[0]! <= started;
    if (entry.isDirectory() && older) await rm(join(root, entry.name), { recursive: true, force: true });
  }
  return manifest;
}
