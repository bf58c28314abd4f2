import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { readSnapshot } from '../db/read-snapshot.ts';
import { writeDorFiles } from '../data/dor/index.ts';
import { currentTaxYear } from '../code-tables/tables.ts';
import { writeCsvFile } from './csv-file.ts';
import { fileFacts } from './file-facts.ts';
import { manifestIn, rollFolder, type DownloadFile, type Manifest } from './manifest.ts';
import { CSV_PRODUCTS } from './products.ts';
import { rollStamp } from './roll-stamp.ts';

// `npm run downloads:build`: writes every data product into a new folder of the roll's downloads
// folder (DATA_DIR/downloads/<roll id>), records size, rows and SHA-256 of each in a manifest,
// publishes the manifest with one rename, and then removes the folders of older builds. Everything
// is read in one read snapshot, so the files, their roll stamp and the list of confidential parcels
// they were made with agree (decision 136).

const DOR_DESCRIPTIONS: Record<string, string> = {
  NAL: "The county roll in the Department of Revenue's Name-Address-Legal layout: one row per parcel.",
  SDF: "Sales in the Department of Revenue's Sale Data File layout: one row per sale.",
  NAP: "Tangible personal property in the Department of Revenue's layout: one row per account.",
};

export interface BuildOptions {
  /** Reports each file as it is finished. */
  onFile?: (file: DownloadFile) => void;
}

/** The parcels marked confidential, in id order. */
async function confidentialIds({ db }: Database): Promise<string[]> {
  return (await db.selectFrom('confidential_parcels').select('parcel_id').orderBy('parcel_id').execute()).map((r) => r.parcel_id);
}

export async function buildDownloads(database: Database, dataDir: string, options: BuildOptions = {}): Promise<Manifest> {
  const root = await rollFolder(database, dataDir);
  const created = new Date().toISOString();
  const build = `${created.replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(3).toString('hex')}`;
  const dir = join(root, build);
  await mkdir(dir, { recursive: true });
  let manifest: Manifest;
  try {
    manifest = await readSnapshot(database, async (snapshot) => {
      const roll = await rollStamp(snapshot);
      const confidential = await confidentialIds(snapshot);
      const taxYear = await currentTaxYear(snapshot);
      const files = await writeFiles(snapshot, dir, taxYear, options);
      return { build, created, taxYear, roll, confidential, files };
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const temp = `${manifestIn(root)}.${build}.tmp`;
  await writeFile(temp, JSON.stringify(manifest, null, 2));
  await rename(temp, manifestIn(root));
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

async function writeFiles(database: Database, dir: string, taxYear: number, options: BuildOptions): Promise<DownloadFile[]> {
  const files: DownloadFile[] = [];
  const add = (file: DownloadFile) => {
    files.push(file);
    options.onFile?.(file);
  };

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
  return files;
}
