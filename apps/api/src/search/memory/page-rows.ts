import type { Database } from '../../db/database.ts';
import { q, raw } from '../../db/statements.ts';
import { PARCEL_COLUMN_COUNT, parcelColumns, rowTextWithoutTotal, type ParcelColumns } from '../run/parcel-row.ts';
import { readInOrder, rollCopy } from './roll-copy.ts';
import { KeyColumnBuilder, room, type KeyColumn, type KeyLookup } from './sorted-keys.ts';
import { currentTaxYear } from '../plans/tax-year.ts';
import { rollChanges } from '../../roll/changes.ts';

// The row each parcel gets in a search page, as JSON text, kept in each server process (decision
// 25, "Copies of the roll in each process"): copied from buffers outside the JavaScript heap, a
// page's rows cost a small part of reading and writing them with SQLite. Each text (written by
// run/parcel-row.ts) leaves out the value of the page's total, the one field that depends on the
// search. Like every copy of the roll (roll-copy.ts) it answers only while it is current: the
// roll's change count and the tax year its values are of.

export interface PageRows {
  year: number;
  /** A parcel's position in the columns, by its id. */
  ids: KeyLookup;
  /** Each row's JSON without its total's value: '{"ownerName":...,"totalCount":,"displayParcelId":...}'. */
  texts: KeyColumn;
  /** Where in its text (in UTF-16 units) a row's total goes. */
  cuts: Uint32Array;
  /** On SQLite, each rowid's position (-1 for none), the key a parcels search brings. */
  byRowid: Int32Array | null;
}

async function build(database: Database): Promise<PageRows> {
  const sqlite = database.dialect === 'sqlite';
  const year = await currentTaxYear(database);
  const ids = new KeyColumnBuilder();
  const texts = new KeyColumnBuilder();
  let cuts = new Uint32Array(1 << 16);
  let rowids = new Float64Array(sqlite ? 1 << 16 : 0);
  let count = 0;
  let maxRowid = 0;
  const select = q`select ${parcelColumns(year)}${raw(sqlite ? ', p.rowid' : '')} from parcels p`;
  await readInOrder<ParcelColumns>(database, select, ['p.parcel_id'], (p) => {
    ids.pushUnordered(p[0]);
    const { text, cut } = rowTextWithoutTotal(p);
    texts.pushUnordered(text);
    (cuts = room(cuts, count + 1))[count] = cut;
    if (sqlite) {
      const rowid = p[PARCEL_COLUMN_COUNT]!;
      (rowids = room(rowids, count + 1))[count] = rowid;
      maxRowid = Math.max(maxRowid, rowid);
    }
    count++;
  });
  let byRowid: Int32Array | null = null;
  // Rowids are dense unless rows came and went by the million; then the ids alone find the rows.
  if (sqlite && maxRowid <= 4 * count + 1_000_000) {
    byRowid = new Int32Array(maxRowid + 1).fill(-1);
    for (let i = 0; i < count; i++) byRowid[rowids[i]!] = i;
  }
  return { year, ids: ids.finish().lookup(), texts: texts.finish(), cuts: cuts.slice(0, count), byRowid };
}

const copy = rollCopy(build, async (database) => `${await rollChanges(database)}:${await currentTaxYear(database)}`);

/** This process's page rows, when they are those of the roll as it is now (otherwise null: SQL writes them). */
export const currentPageRows = copy.current;
/** The page rows, once built for the roll as it is now. */
export const pageRowsReady = copy.ready;

/** The JSON text of a parcel's row with this total, or null when the parcel is not on the roll. */
export function rowText(rows: PageRows, key: { parcel_id: string; r?: number }, total: number): string | null {
  const at = key.r !== undefined && rows.byRowid ? (rows.byRowid[key.r] ?? -1) : rows.ids.find(key.parcel_id);
  if (at < 0) return null;
  const text = rows.texts.at(at);
  const cut = rows.cuts[at]!;
  return text.slice(0, cut) + total + text.slice(cut);
}
