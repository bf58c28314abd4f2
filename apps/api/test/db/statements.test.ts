import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { compile, join, q, raw, unseen } from '../../src/db/statements.ts';

// The searches' SQL fragments: text as written, every value bound, placeholders per database.

describe('search fragments', () => {
  const zip = '32801';
  const condition = q`(${raw('p.situs_zip')} = ${zip} and p.situs_number in (${join([12, 14])}))`;
  const query = q`select p.parcel_id from parcels p where ${condition} limit ${20}`;

  it('binds every value, with ? on SQLite and numbered placeholders on PostgreSQL', () => {
    expect(compile(query, 'sqlite')).toEqual({
      sql: 'select p.parcel_id from parcels p where (p.situs_zip = ? and p.situs_number in (?, ?)) limit ?',
      parameters: ['32801', 12, 14, 20],
    });
    expect(compile(query, 'postgres').sql).toBe('select p.parcel_id from parcels p where (p.situs_zip = $1 and p.situs_number in ($2, $3)) limit $4');
  });

  it("keeps an unseen value bound, out of SQLite's plan as an expression, plain on PostgreSQL", () => {
    const street = q`p.street_key = ${unseen('ORANGE AVE')} and p.situs_number = ${unseen(123)} and p.situs_zip = ${zip}`;
    expect(compile(street, 'sqlite')).toEqual({
      sql: "p.street_key = (? || '') and p.situs_number = (? + 0) and p.situs_zip = ?",
      parameters: ['ORANGE AVE', 123, '32801'],
    });
    expect(compile(street, 'postgres')).toEqual({
      sql: 'p.street_key = $1 and p.situs_number = $2 and p.situs_zip = $3',
      parameters: ['ORANGE AVE', 123, '32801'],
    });
  });

  it('never writes typed text into the SQL', () => {
    const hostile = "x'); drop table parcels; --";
    expect(compile(q`p.owner_key = ${hostile}`, 'sqlite')).toEqual({ sql: 'p.owner_key = ?', parameters: [hostile] });
  });

  it('refuses a list written in directly (a list goes through join) and any SQL written with Kysely', () => {
    expect(() => q`p.parcel_id in (${['a', 'b'] as unknown as string})`).toThrow(/join/);
    expect(() => q`select ${sql.ref('p.parcel_id') as unknown as string}`).toThrow(/Kysely/);
    const ids = ['272035664500001', '292234123400011'];
    expect(() => q`select 1 from parcels p where ${sql`p.parcel_id in (${sql.join(ids)})` as unknown as string}`).toThrow(/Kysely/);
  });
});
