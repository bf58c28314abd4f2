import { readFile } from 'node:fs/promises';
import { parcelIdCandidates } from '@county/shared';
import type { Database } from '../../db/database.ts';
import { ImportError, readRecords } from './read.ts';

// What an import will do to the roll as a whole, decided before anything is written (issue 31,
// decision 15): which parcels a complete NAL retires, whether that is too many, and which parcels
// the office's confidential file names. A refusal here leaves the database as it was.

/** A complete file that would retire more than this share of the roll is refused without --allow-retire. */
export const RETIRE_LIMIT = 0.02;

/** The PARCEL_ID of every record of a NAL file, bad records included: a bad row is not a missing parcel. */
export async function nalParcelIds(path: string, header: string[]): Promise<Set<string>> {
  const ids = new Set<string>();
  await readRecords(path, header, {
    onBytes: () => {},
    onMalformed: () => {},
    onRecord: async (record) => {
      const id = record.get('PARCEL_ID').trim();
      if (id) ids.add(id);
    },
  });
  return ids;
}

/** Parcels on the roll (not yet retired) that the file leaves out; refused past the limit. */
export async function parcelsToRetire(database: Database, inFile: Set<string>, allowRetire: boolean): Promise<string[]> {
  const onRoll = await database.db.selectFrom('parcels').select('parcel_id').where('retired_on', 'is', null).execute();
  const missing = onRoll.map((p) => p.parcel_id).filter((id) => !inFile.has(id));
  if (!allowRetire && missing.length > onRoll.length * RETIRE_LIMIT) {
    const share = ((missing.length / onRoll.length) * 100).toFixed(1);
    throw new ImportError(
      `The NAL file leaves out ${missing.length.toLocaleString('en-US')} of the roll's ${onRoll.length.toLocaleString('en-US')} parcels (${share}%), ` +
        `more than ${RETIRE_LIMIT * 100}%: a truncated file must not retire them. Give --allow-retire if the county really lost them, ` +
        'or --partial for a file that covers only part of the county. Nothing was imported.',
    );
  }
  return missing;
}

/**
 * Marks parcels retired on a day. Their cards and history stay; their owner keys are emptied, so
 * that no owner search (in SQL or in the owner order kept in memory) lists them; a later complete
 * file that lists a parcel again writes its keys back.
 */
export async function retireParcels(database: Database, ids: string[], day: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 500) {
      const some = ids.slice(i, i + 500);
      await trx.updateTable('parcels').set({ retired_on: day, owner_key: '' }).where('parcel_id', 'in', some).execute();
      await trx.updateTable('owners').set({ name_key: '', name_key_reversed: '' }).where('parcel_id', 'in', some).execute();
    }
  });
}

/**
 * Reads the office's confidential file: one parcel id a line (either order, with or without
 * dashes); blank lines and lines starting with # are skipped. Every id must be on the roll or in the
 * NAL being loaded. All or nothing: any bad line refuses the whole import, each named by number.
 */
export async function readConfidentialFile(database: Database, path: string, inFile: Set<string>): Promise<string[]> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new ImportError(`The confidential file ${path} cannot be read. Nothing was imported.`);
  });
  const wanted: { line: number; text: string; candidates: string[] }[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const candidates = parcelIdCandidates(line);
    if (candidates.length === 0 && !inFile.has(line)) problems.push(`line ${i + 1}: '${line}' is not a parcel id`);
    else wanted.push({ line: i + 1, text: line, candidates: inFile.has(line) ? [line] : candidates });
  });
  const all = [...new Set(wanted.flatMap((w) => w.candidates))];
  const onRoll = new Set<string>();
  for (let i = 0; i < all.length; i += 500) {
    const rows = await database.db.selectFrom('parcels').select('parcel_id').where('parcel_id', 'in', all.slice(i, i + 500)).execute();
    rows.forEach((r) => onRoll.add(r.parcel_id));
  }
  const ids: string[] = [];
  for (const w of wanted) {
    const id = w.candidates.find((c) => inFile.has(c) || onRoll.has(c));
    if (id) ids.push(id);
    else problems.push(`line ${w.line}: parcel ${w.text} is neither on the roll nor in the NAL file`);
  }
  problems.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  if (problems.length > 0) throw new ImportError(`The confidential file ${path} has bad lines; nothing was imported:\n  ${problems.join('\n  ')}`);
  return [...new Set(ids)];
}
