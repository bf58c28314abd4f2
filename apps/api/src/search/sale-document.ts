import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { rows } from './query.ts';

// Parcels named by a recorded sale document: its instrument number, or its official-records book
// and page. (Minimal version; issue #15 owns this module.)

export async function parcelIdsByInstrument(database: Database, instrument: string): Promise<string[]> {
  const found = await rows(database, sql<{ parcel_id: string }>`select distinct parcel_id from sales where instrument_number = ${instrument.trim()} order by parcel_id`);
  return found.map((r) => r.parcel_id);
}

export async function parcelIdsByBookPage(database: Database, book: string, page: string): Promise<string[]> {
  const found = await rows(database, sql<{ parcel_id: string }>`select distinct parcel_id from sales where book = ${book.trim()} and page = ${page.trim()} order by parcel_id`);
  return found.map((r) => r.parcel_id);
}
