import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { readSnapshot } from '../db/read-snapshot.ts';
import { writeDorFiles, type DorFile } from '../data/dor/index.ts';
import { currentTaxYear } from '../code-tables/tables.ts';
import { writeCsvFile } from './csv-file.ts';
import { fileFacts } from './file-facts.ts';
import { manifestIn, rollFolder, type DownloadFile, type Manifest } from './manifest.ts';
import { CSV_PRODUCTS } from './products.ts';
import { rollStamp } from './roll-stamp.ts';

// `npm run downloads:build`: writes every data product into a new folder of the roll's downloads
// folder (DATA_DIR/downloads/<roll id>), records size, rows and SHA-256 of each in a manifest,
// publishes the manifest with one rename, and then removes the folders of older builds.
// The files are written in two parts, the CSV products and the DOR layouts, each read in one read
// snapshot of its own, which notes the roll stamp and the confidential parcels it read with (decision
// 136). The server runs the DOR part in a process of its own, so the two parts use two cores.

const DOR_DESCRIPTIONS: Record<string, string> = {
  NAL: "The county roll in the Department of Revenue's Name-Address-Legal layout: one row per parcel.",
  SDF: "Sales in the Department of Revenue's Sale Data File layout: one row per sale.",
  NAP: "Tangible personal property in the Department of Revenue's layout: one row per account.",
};

/** What one part read: the roll stamp and the confidential parcels of its snapshot, and its files. */
export interface PartRead<T> {
  roll: string;
  confidential: string[];
  written: T;
}

/** Writes the DOR files of the build folder `dir` for `taxYear`; in-process unless the caller runs it elsewhere. */
export type DorPartRunner = (dir: string, taxYear: number) => Promise<PartRead<DorFile[]>>;

export interface BuildOptions {
  /** Reports each file as it is finished. */
  onFile?: (file: DownloadFile) => void;
  /** Runs the DOR part (the server runs it in a child process: writeDorPart there). */
  dorPart?: DorPartRunner;
}

/** The parcels marked confidential, in id order. */
async function confidentialIds({ db }: Database): Promise<string[]> {
  return (await db.selectFrom('confidential_parcels').select('parcel_id').orderBy('parcel_id').execute()).map((r) => r.parcel_id);
}

/** Runs `write` in a read snapshot, noting the roll stamp and the confidential parcels it reads with. */
function readPart<T>(database: Database, write: (snapshot: Database) => Promise<T>): Promise<PartRead<T>> {
  return readSnapshot(database, async (snapshot) => ({
    roll: await rollStamp(snapshot),
    confidential: await confidentialIds(snapshot),
    written: await write(snapshot),
  }));
}

/** The DOR part: the NAL, SDF and NAP files, written into `dir`/dor. */
export function writeDorPart(database: Database, dir: string, taxYear: number): Promise<PartRead<DorFile[]>> {
  return readPart(database, (snapshot) => writeDorFiles(snapshot, join(dir, 'dor'), { year: taxYear }));
}

const changeCount = (roll: string) => Number(roll.slice(roll.lastIndexOf(':') + 1));

export async function buildDownloads(database: Database, dataDir: string, options: BuildOptions = {}): Promise<Manifest> {
  const root = await rollFolder(database, dataDir);
  const created = new Date().toISOString();
  const build = `${created.replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(3).toString('hex')}`;
  const dir = join(root, build);
  await mkdir(dir, { recursive: true });
  let manifest: Manifest;
  try {
    const taxYear = await currentTaxYear(database);
    const dor = (options.dorPart ?? ((d, year) => writeDorPart(database, d, year)))(dir, taxYear);
    const csv = readPart(database, (snapshot) => writeCsvProducts(snapshot, dir, taxYear, options));
    const [csvRead, dorRead] = await Promise.all([csv, dor]);
    const files = [...csvRead.written, ...(await publishDorFiles(dir, taxYear, dorRead.written, options))];
    // Parts read at different roll changes make a set of the older one: stale at once, rebuilt, and
    // withdrawn meanwhile if a parcel was marked in between (only parcels masked in both count).
    const older = changeCount(dorRead.roll) < changeCount(csvRead.roll) ? dorRead : csvRead;
    const inBoth = new Set(dorRead.confidential);
    const confidential = csvRead.confidential.filter((id) => inBoth.has(id));
    manifest = { build, created, taxYear, roll: older.roll, confidential, files };
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

async function writeCsvProducts(database: Database, dir: string, taxYear: number, options: BuildOptions): Promise<DownloadFile[]> {
  const files: DownloadFile[] = [];
  for (const product of CSV_PRODUCTS) {
    const facts = await writeCsvFile(join(dir, product.name), product.columns, product.batches(database, taxYear));
    const file = { name: product.name, title: product.title, description: product.description, format: 'CSV', ...facts, created: new Date().toISOString() };
    files.push(file);
    options.onFile?.(file);
  }
  return files;
}

/** Moves the DOR files (which name themselves: NAL58F202601.csv ...) next to the others and describes them. */
async function publishDorFiles(dir: string, taxYear: number, written: DorFile[], options: BuildOptions): Promise<DownloadFile[]> {
  const files: DownloadFile[] = [];
  for (const dor of written) {
    const kind = /^(NAL|SDF|NAP)/.exec(dor.name)?.[1] ?? 'NAL';
    await rename(join(dir, 'dor', dor.name), join(dir, dor.name));
    const file = {
      name: dor.name,
      title: `DOR ${kind} file, ${taxYear}`,
      description: DOR_DESCRIPTIONS[kind]!,
      format: `DOR ${kind} (CSV)`,
      rows: dor.rows,
      ...(await fileFacts(join(dir, dor.name))),
      created: new Date().toISOString(),
    };
    files.push(file);
    options.onFile?.(file);
  }
  await rm(join(dir, 'dor'), { recursive: true, force: true });
  return files;
}
