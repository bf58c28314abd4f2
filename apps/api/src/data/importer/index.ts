import { basename } from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { rebuildSearchText } from '../../search/understand/vocabulary.ts';
import { markConfidential, maskConfidential } from '../../privacy/index.ts';
import { readRollYears } from '../../roll-year.ts';
import { refreshStatistics } from '../../statistics/store.ts';
import { afterImport, beforeImport, type AlertsBefore } from '../../alerts/plan.ts';
import { codeTableRows } from '../code-tables.ts';
import { COLUMNS, type CountyTable, type Row } from '../columns.ts';
import { NAL_REQUIRED, NAP_REQUIRED, SDF_REQUIRED } from '../dor/layouts.ts';
import { RowError, required, whole } from './fields.ts';
import { readNal, type NalParcel } from './nal.ts';
import { MILLAGE_REQUIRED, readMillage, unknownAuthorities, writeMillageBatch, type MillageRow } from './millage.ts';
import { readNap, type NapAccount } from './nap.ts';
import { ImportError, fileSize, readHeader, readRecords, type CsvRecord } from './read.ts';
import { mergeSales, readSale, type IncomingSale } from './sales.ts';
import { nalParcelIds, parcelsToRetire, readConfidentialFile, retireParcels } from './roll-plan.ts';
import { readShapeFile, writeShapes, type ShapePlan } from './geometry.ts';
import type { Box } from '../../gis/tile-math.ts';

export { ImportError } from './read.ts';

// Loads Florida DOR roll files (NAL parcels, SDF sales, NAP tangible accounts) into the database:
// headers checked before anything is written, a transaction per batch of rows, rows replaced by
// key so that importing a file again leaves one copy, bad rows reported by line and skipped.

export interface ImportOptions {
  nal?: string;
  sdf?: string;
  nap?: string;
  /** Proposed, rolled-back and adopted rates by authority and year (importer/millage.ts). */
  millage?: string;
  /** Roll year; by default the ASMNT_YR of the first file's first row. */
  year?: number;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (file: string, bytesDone: number, bytesTotal: number) => void;
  /** The NAL covers part of the county: no parcel is retired (decision 15). */
  partial?: boolean;
  /** Retire the parcels a complete NAL leaves out even past 2% of the roll. */
  allowRetire?: boolean;
  /** Make the file's year the current one even when it is older than the roll's. */
  setCurrentYear?: boolean;
  /** A file of parcel ids to mark confidential, one a line (decision 14). */
  confidential?: string;
  /** The retirement date (YYYY-MM-DD); today by default. */
  today?: string;
  /** A county's GIS parcel shapes, GeoJSON or Shapefile (decision 111); loaded after the other files. */
  geometry?: string;
  /** The attribute holding the parcel id in the geometry file (PARCEL_ID, PARCELNO or PIN by default). */
  geometryKey?: string;
  /** The county's extent (COUNTY_EXTENT); without it, the roll's points (or the file's shapes) give it. */
  extent?: Box;
}

export interface ImportResult {
  files: FileSummary[];
  /** The year the files were loaded as. */
  year: number;
  /** The roll's current year after the import. */
  currentYear: number;
  /** True when the year was older than the current one and was loaded as history only. */
  history: boolean;
  /** Parcels this import retired. */
  retired: number;
  /** Parcels named by the confidential file. */
  markedConfidential: number;
  /** Owner-alert e-mails this import queued (alerts/plan.ts). */
  alertsQueued: number;
}

export interface Rejection {
  /** The line of a CSV file; for a geometry file, the feature's index from 0. */
  line: number;
  reason: string;
}

export interface FileSummary {
  kind: 'NAL' | 'SDF' | 'NAP' | 'MILLAGE' | 'GEOMETRY';
  file: string;
  read: number;
  loaded: number;
  rejected: number;
  /** The first rejections (at most 1,000), in file order. */
  rejections: Rejection[];
}

const MAX_LISTED = 1_000;

type Trx = Transaction<DB>;

function rowObject<T extends CountyTable>(table: T, row: Row): Record<string, unknown> {
  const cols = COLUMNS[table];
  const out: Record<string, unknown> = {};
  cols.forEach((c, i) => {
    out[c] = row[i] ?? null;
  });
  return out;
}

/** Inserts rows, replacing any with the same key; only the listed columns are replaced. */
async function upsert(trx: Trx, table: CountyTable, keys: readonly string[], rows: Row[], replace: readonly string[]): Promise<void> {
  const per = Math.max(1, Math.floor(900 / COLUMNS[table].length));
  for (let i = 0; i < rows.length; i += per) {
    const values = rows.slice(i, i + per).map((r) => rowObject(table, r));
    await trx
      .insertInto(table)
      .values(values)
      .onConflict((oc) => oc.columns(keys as never).doUpdateSet(Object.fromEntries(replace.map((c) => [c, sql.ref(`excluded.${c}`)]))))
      .execute();
  }
}

// Parcel columns a NAL row carries; the rest (coordinates, names of subdivisions and properties
// the office keeps) survive a re-import untouched.
const NAL_PARCEL_COLUMNS = COLUMNS.parcels.filter((c) => !['parcel_id', 'latitude', 'longitude', 'property_name', 'subdivision_name', 'subdivision_key'].includes(c));
const VALUE_COLUMNS = COLUMNS.parcel_values.filter((c) => c !== 'parcel_id' && c !== 'tax_year');
const TPP_COLUMNS = ['naics_code', 'naics_description', 'situs_address', 'situs_city', 'situs_zip', 'jurisdiction_code', 'owner_name', 'mail_address1', 'mail_address2', 'mail_city', 'mail_state', 'mail_zip', 'parcel_id'];
const TPP_VALUE_COLUMNS = COLUMNS.tpp_values.filter((c) => c !== 'account' && c !== 'tax_year');

async function writeNalBatch(trx: Trx, batch: NalParcel[], year: number, history: boolean, watch: AlertsBefore | null): Promise<void> {
  const ids = batch.map((p) => p.parcelId);
  await watch?.touch(trx, ids);
  if (history) {
    // An older year's values join the parcels' history; the parcels, owners and sales stay as the current roll has them.
    await upsert(trx, 'parcel_values', ['parcel_id', 'tax_year'], batch.map((p) => p.value), VALUE_COLUMNS);
    await trx.deleteFrom('parcel_exemptions').where('parcel_id', 'in', ids).where('tax_year', '=', year).execute();
    await upsert(trx, 'parcel_exemptions', ['parcel_id', 'tax_year', 'code'], batch.flatMap((p) => p.exemptions), ['school_amount', 'nonschool_amount']);
    return;
  }
  await upsert(trx, 'parcels', ['parcel_id'], batch.map((p) => p.parcel), NAL_PARCEL_COLUMNS);
  // Subdivision names read from the legal description fill in only where the roll has none.
  for (const p of batch) {
    const name = p.parcel[COLUMNS.parcels.indexOf('subdivision_name')];
    if (typeof name !== 'string') continue;
    await trx.updateTable('parcels').set({ subdivision_name: name, subdivision_key: p.parcel[COLUMNS.parcels.indexOf('subdivision_key')] as string }).where('parcel_id', '=', p.parcelId).where('subdivision_name', 'is', null).execute();
  }
  await trx.deleteFrom('owners').where('parcel_id', 'in', ids).execute();
  await upsert(trx, 'owners', ['parcel_id', 'seq'], batch.flatMap((p) => p.owners), ['name']);
  await upsert(trx, 'parcel_values', ['parcel_id', 'tax_year'], batch.map((p) => p.value), VALUE_COLUMNS);
  await trx.deleteFrom('parcel_exemptions').where('parcel_id', 'in', ids).where('tax_year', '=', year).execute();
  await upsert(trx, 'parcel_exemptions', ['parcel_id', 'tax_year', 'code'], batch.flatMap((p) => p.exemptions), ['school_amount', 'nonschool_amount']);
  watch?.added(await mergeSales(trx, batch.flatMap((p) => p.sales)));
  // A parcel the file lists is on the roll again; a confidential one is masked before the batch commits.
  await trx.updateTable('parcels').set({ retired_on: null }).where('parcel_id', 'in', ids).where('retired_on', 'is not', null).execute();
  await maskConfidential(trx, ids);
}

async function writeSdfBatch(trx: Trx, batch: IncomingSale[], watch: AlertsBefore | null): Promise<void> {
  // A sales file changes no owner or mailing address: only its new deeds matter to owner alerts.
  watch?.added(await mergeSales(trx, batch));
  await maskConfidential(trx, [...new Set(batch.map((s) => s.parcelId))]);
}

/** Rows of an older year's batch whose parcel is not on the roll: history needs its parcel. */
async function unknownParcels(trx: Trx, batch: { line: number; item: NalParcel }[]): Promise<Map<number, string>> {
  const ids = [...new Set(batch.map((b) => b.item.parcelId))];
  const known = new Set((await trx.selectFrom('parcels').select('parcel_id').where('parcel_id', 'in', ids).execute()).map((p) => p.parcel_id));
  return new Map(batch.filter((b) => !known.has(b.item.parcelId)).map((b) => [b.line, `PARCEL_ID ${b.item.parcelId} is not on the roll (an older year loads values only)`]));
}

async function writeNapBatch(trx: Trx, batch: NapAccount[]): Promise<void> {
  const keys = [...new Set(batch.map((a) => a.altKey).filter((k): k is string => k !== null))];
  const onRoll = new Set(keys.length > 0 ? (await trx.selectFrom('parcels').select('parcel_id').where('parcel_id', 'in', keys).execute()).map((p) => p.parcel_id) : []);
  const parcelAt = COLUMNS.tpp_accounts.indexOf('parcel_id');
  const rows = batch.map((a) => {
    const row = [...a.row];
    row[parcelAt] = a.altKey && onRoll.has(a.altKey) ? a.altKey : null;
    return row;
  });
  await upsert(trx, 'tpp_accounts', ['account'], rows, TPP_COLUMNS);
  await upsert(trx, 'tpp_values', ['account', 'tax_year'], batch.map((a) => a.value), TPP_VALUE_COLUMNS);
  // An account located at a confidential parcel is masked before the batch commits (decision 14).
  await maskConfidential(trx, [...onRoll]);
}

interface FilePlan<T> {
  kind: FileSummary['kind'];
  path: string;
  header: string[];
  read(record: CsvRecord): T;
  /** Rows of the batch that cannot load (a sale of a parcel not on the roll), with the reason. */
  check?(trx: Trx, batch: { line: number; item: T }[]): Promise<Map<number, string>>;
  write(trx: Trx, batch: T[]): Promise<void>;
}

async function importFile<T>(database: Database, plan: FilePlan<T>, options: ImportOptions): Promise<FileSummary> {
  const summary: FileSummary = { kind: plan.kind, file: basename(plan.path), read: 0, loaded: 0, rejected: 0, rejections: [] };
  const reject = (line: number, reason: string): void => {
    summary.rejected++;
    if (summary.rejections.length < MAX_LISTED) summary.rejections.push({ line, reason });
  };
  const total = await fileSize(plan.path);
  let bytes = 0;
  let batch: { line: number; item: T }[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    await database.db.transaction().execute(async (trx) => {
      const problems = plan.check ? await plan.check(trx, current) : new Map<number, string>();
      const good = current.filter((b) => !problems.has(b.line));
      for (const [line, reason] of problems) reject(line, reason);
      await plan.write(trx, good.map((b) => b.item));
      summary.loaded += good.length;
    });
  };
  await readRecords(plan.path, plan.header, {
    onBytes: (n) => {
      bytes += n;
      options.onProgress?.(summary.file, bytes, total);
    },
    onMalformed: (line, reason) => {
      summary.read++;
      reject(line, reason);
    },
    onRecord: async (record) => {
      summary.read++;
      if (record.fields !== plan.header.length) {
        reject(record.line, `has ${record.fields} fields where the header has ${plan.header.length}`);
        return;
      }
      try {
        batch.push({ line: record.line, item: plan.read(record) });
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        reject(record.line, error.message);
      }
      if (batch.length >= (options.batchSize ?? 1_000)) await flush();
    },
  });
  await flush();
  summary.rejections.sort((a, b) => a.line - b.line);
  return summary;
}

async function firstYear(path: string, header: string[]): Promise<number | null> {
  let year: number | null = null;
  const stop = new Error('stop');
  await readRecords(path, header, {
    onBytes: () => {},
    onMalformed: () => {},
    onRecord: async (record) => {
      try {
        year = whole(record, 'ASMNT_YR', { required: true, min: 1900, max: 2100 });
      } catch {
        return;
      }
      throw stop;
    },
  }).catch((error: unknown) => {
    if (error !== stop) throw error;
  });
  return year;
}

/** Loads the code tables a fresh database needs before any parcel (left alone when present). */
async function ensureCodeTables(database: Database): Promise<void> {
  const any = await database.db.selectFrom('use_codes').select('code').limit(1).executeTakeFirst();
  if (any) return;
  await database.db.transaction().execute(async (trx) => {
    for (const [table, rows] of codeTableRows()) {
      for (let i = 0; i < rows.length; i += 100) await trx.insertInto(table).values(rows.slice(i, i + 100).map((r) => rowObject(table, r))).execute();
    }
  });
}

/** Loads the checked shapes (one transaction: the file loads whole or not at all). */
async function importShapes(database: Database, plan: ShapePlan, extent: Box | undefined): Promise<FileSummary> {
  const load = await writeShapes(database, plan, extent);
  const rejections = load.rejections.map((r) => ({ line: r.index, reason: r.reason }));
  return { kind: 'GEOMETRY', file: plan.file, read: load.read, loaded: load.loaded, rejected: rejections.length, rejections: rejections.slice(0, MAX_LISTED) };
}

export async function importDorFiles(database: Database, options: ImportOptions): Promise<FileSummary[]> {
  return (await importRoll(database, options)).files;
}

/** Loads the files and reports what happened to the roll as a whole (years, retirements, marks). */
export async function importRoll(database: Database, options: ImportOptions): Promise<ImportResult> {
  if (options.geometryKey !== undefined && !options.geometry) throw new ImportError('--geometry-key names the id attribute of a --geometry file: give the file too.');
  if (!options.nal && !options.sdf && !options.nap && !options.millage && !options.geometry) throw new ImportError('Give at least one of --nal, --sdf, --nap, --millage, --geometry.');
  const millageHeader = options.millage ? await readHeader(options.millage, 'millage', MILLAGE_REQUIRED) : null;
  // The geometry file is read and checked whole before anything is written, as the headers are.
  const shapes = options.geometry ? await readShapeFile(options.geometry, options.geometryKey) : null;
  const shapeFiles = async (): Promise<FileSummary[]> => (shapes ? [await importShapes(database, shapes, options.extent)] : []);
  const millage = async (): Promise<FileSummary[]> => {
    if (!options.millage || !millageHeader) return [];
    await ensureCodeTables(database);
    const plan = { kind: 'MILLAGE' as const, path: options.millage, header: millageHeader, read: readMillage, check: unknownAuthorities, write: writeMillageBatch };
    return [await importFile<MillageRow>(database, plan, options)];
  };
  // Rates and shapes alone change no value, owner or name: neither the roll's year nor its search words move.
  if (!options.nal && !options.sdf && !options.nap) {
    const current = (await readRollYears(database)).current ?? 0;
    const files = [...(await millage()), ...(await shapeFiles())];
    // Shapes move the roll's change count, which the stored statistics are stamped with: refresh
    // them now rather than on the first visitor's request (their figures do not change). A file
    // of which nothing loaded moved nothing.
    if (files.some((f) => f.kind === 'GEOMETRY' && f.loaded > 0)) await refreshStatistics(database);
    return { files, year: current, currentYear: current, history: false, retired: 0, markedConfidential: 0, alertsQueued: 0 };
  }
  // Every header is checked before anything is written.
  const nalHeader = options.nal ? await readHeader(options.nal, 'NAL', NAL_REQUIRED) : null;
  const sdfHeader = options.sdf ? await readHeader(options.sdf, 'SDF', SDF_REQUIRED) : null;
  const napHeader = options.nap ? await readHeader(options.nap, 'NAP', NAP_REQUIRED) : null;
  const year =
    options.year ??
    (options.nal && nalHeader ? await firstYear(options.nal, nalHeader) : null) ??
    (options.nap && napHeader ? await firstYear(options.nap, napHeader) : null) ??
    (options.sdf && sdfHeader ? await firstYear(options.sdf, sdfHeader) : null);
  if (year === null) throw new ImportError('No roll year: give --year or a file with ASMNT_YR.');

  // Years only move forward (decision 15): an older file is history unless asked otherwise.
  const before = (await readRollYears(database)).current;
  const history = before !== null && year < before && !options.setCurrentYear;
  const inFile = options.nal && nalHeader && (options.confidential || !options.partial) ? await nalParcelIds(options.nal, nalHeader) : new Set<string>();
  const retiring = options.nal && !options.partial && !history ? await parcelsToRetire(database, inFile, options.allowRetire ?? false) : [];
  const confidential = options.confidential ? await readConfidentialFile(database, options.confidential, inFile) : [];

  await ensureCodeTables(database);
  // Owner alerts compare the watched parcels before and after; history changes no owner or sale.
  const watched = history ? null : await beforeImport(database);
  // Marks go in first, so that each batch masks its confidential parcels before it commits.
  await markConfidential(database.db, confidential);
  const summaries: FileSummary[] = [];
  if (options.nal && nalHeader) {
    summaries.push(await importFile<NalParcel>(database, { kind: 'NAL', path: options.nal, header: nalHeader, read: (r) => readNal(r, year), check: history ? unknownParcels : undefined, write: (trx, b) => writeNalBatch(trx, b, year, history, watched) }, options));
  }
  if (options.sdf && sdfHeader) {
    summaries.push(
      await importFile<IncomingSale>(
        database,
        {
          kind: 'SDF',
          path: options.sdf,
          header: sdfHeader,
          read: (r) => readSale(r, required(r, 'PARCEL_ID'), ''),
          check: async (trx, batch) => {
            const ids = [...new Set(batch.map((b) => b.item.parcelId))];
            const known = new Set((await trx.selectFrom('parcels').select('parcel_id').where('parcel_id', 'in', ids).execute()).map((p) => p.parcel_id));
            return new Map(batch.filter((b) => !known.has(b.item.parcelId)).map((b) => [b.line, `PARCEL_ID ${b.item.parcelId} is not on the roll`]));
          },
          write: (trx, b) => writeSdfBatch(trx, b, watched),
        },
        options,
      ),
    );
  }
  if (options.nap && napHeader) {
    summaries.push(await importFile<NapAccount>(database, { kind: 'NAP', path: options.nap, header: napHeader, read: (r) => readNap(r, year), write: writeNapBatch }, options));
  }
  summaries.push(...(await millage()));
  // The NAL's parcels are on the roll by now, so its shapes find them.
  summaries.push(...(await shapeFiles()));
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  await retireParcels(database, retiring, today);
  // The smart box's vocabulary (streets, subdivisions, businesses, owner words) follows the new roll.
  await rebuildSearchText(database);
  // The market and roll statistics follow the roll just loaded (decision 76).
  await refreshStatistics(database);
  const alertsQueued = watched ? await afterImport(database, watched) : 0;
  const result: ImportResult = { files: summaries, year, currentYear: history ? before : year, history, retired: retiring.length, markedConfidential: confidential.length, alertsQueued };
  if (history) return result;
  await database.db.transaction().execute(async (trx) => {
    for (const [key, value] of [['data_refresh_date', today], ['tax_year', String(year)]] as const) {
      await trx.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    }
    // A preliminary NAL (NAL58P...) is a roll not yet certified: the office's API then names the
    // year before as the latest certified one (decision 32). A final file certifies every year.
    const stage = options.nal ? /^NAL\d{2}([PF])\d{4}/i.exec(basename(options.nal))?.[1]?.toUpperCase() : undefined;
    if (stage === 'P') {
      const value = String(year - 1);
      await trx.insertInto('meta').values({ key: 'certified_tax_year', value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    } else if (stage === 'F') {
      await trx.deleteFrom('meta').where('key', '=', 'certified_tax_year').execute();
    }
  });
  return result;
}
