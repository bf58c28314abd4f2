import { sql, type RawBuilder } from 'kysely';
import { comparableCriteria, isComparable, type ComparableCriteria, type ComparableFacts, type ComparableFilter } from '@county/shared/comparable-sales';
import { rollFacts } from '../cards/roll.ts';
import type { Database } from '../db/database.ts';
import { COMPARED } from '../roll/compared.ts';
import type { Fragment } from '../db/statements.ts';

// The server's half of the one definition of a comparable sale (packages/shared/src/comparable-sales.ts,
// decision 124): what is compared of a parcel is read by the same SQL everywhere (the realtors'
// compared columns of issue 33), the window ends at the roll's date, and every list keeps a sale
// only when isComparable says so. The card, the map and the tool each find their candidates their
// own way (an area, a circle, a radius) and cut them by use code and window in SQL first.

/** The compared figures of the parcel `p`, as SQL for a Kysely select. */
const compared = (fragment: Fragment): RawBuilder<number | null> => sql<number | null>`${sql.raw(fragment.parts.join(''))}`;
export const COMPARED_SELECT = {
  livingArea: () => compared(COMPARED.livingArea).as('living_area'),
  yearBuilt: () => compared(COMPARED.yearBuilt).as('year_built'),
  bedrooms: () => compared(COMPARED.bedrooms).as('bedrooms'),
  baths: () => compared(COMPARED.bathrooms).as('baths'),
};

export interface ComparableSubject {
  parcelId: string;
  facts: ComparableFacts;
  neighborhood: string | null;
  subdivisionCode: string;
  subdivisionKey: string | null;
  latitude: number | null;
  longitude: number | null;
}

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** The subject's compared figures and place; null when no parcel has the id. */
export async function comparableSubject(database: Database, parcelId: string): Promise<ComparableSubject | null> {
  const row = await database.db
    .selectFrom('parcels as p')
    .select([
      'p.parcel_id',
      'p.use_code',
      'p.land_sqft',
      'p.neighborhood',
      'p.subdivision_code',
      'p.subdivision_key',
      'p.latitude',
      'p.longitude',
      COMPARED_SELECT.livingArea(),
      COMPARED_SELECT.yearBuilt(),
      COMPARED_SELECT.bedrooms(),
    ])
    .where('p.parcel_id', '=', parcelId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    parcelId: row.parcel_id,
    facts: {
      useCode: row.use_code,
      livingArea: num(row.living_area),
      yearBuilt: num(row.year_built),
      bedrooms: num(row.bedrooms),
      landSqFt: num(row.land_sqft),
    },
    neighborhood: row.neighborhood,
    subdivisionCode: row.subdivision_code,
    subdivisionKey: row.subdivision_key,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
  };
}

/** The end of the sales window: the roll's refresh date (a roll loaded from last year's files still has sales), else today. */
export async function comparablesWindowEnd(database: Database): Promise<string> {
  return (await rollFacts(database)).refreshDate ?? new Date().toISOString().slice(0, 10);
}

/** The subject and the criteria its filters make, or null when no parcel has the id. */
export async function comparableSetup(
  database: Database,
  parcelId: string,
  filter: ComparableFilter,
): Promise<{ subject: ComparableSubject; criteria: ComparableCriteria } | null> {
  const [subject, end] = await Promise.all([comparableSubject(database, parcelId), comparablesWindowEnd(database)]);
  return subject ? { subject, criteria: comparableCriteria(subject.facts, filter, end) } : null;
}

/** A sale row as the lists read it (snake_case columns, numbers possibly as text on PostgreSQL). */
export interface SaleFactsRow {
  parcel_id: string;
  use_code: string;
  sale_date: string;
  price: number | string | null;
  qualified: number | string;
  living_area: number | string | null;
  year_built: number | string | null;
  bedrooms: number | string | null;
  land_sqft: number | string | null;
}

/** The test every list applies to its candidates. */
export function comparableRowTest(criteria: ComparableCriteria, subjectId: string): (r: SaleFactsRow) => boolean {
  return (r) =>
    isComparable(criteria, subjectId, {
      parcelId: r.parcel_id,
      useCode: r.use_code,
      saleDate: r.sale_date,
      price: Number(r.price),
      qualified: Number(r.qualified) === 1,
      livingArea: num(r.living_area),
      yearBuilt: num(r.year_built),
      bedrooms: num(r.bedrooms),
      landSqFt: num(r.land_sqft),
    });
}
