import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { parcelSearchRow, type ParcelSearchRow } from '@county/shared/search';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { currentPageRows, pageRowsReady } from '../../src/search/memory/page-rows.ts';
import { seedFixture } from './fixture.ts';

// On SQLite a search page's rows are written as JSON by the database (json_object), on PostgreSQL
// by JSON.stringify of the rows built in JavaScript, and on both, once the server holds them, from
// the page rows in memory (page-rows.ts). All must send the same rows, whatever the roll's text
// holds: co-owners, quotes, backslashes, control characters, letters beyond the BMP, missing
// addresses and values, and a sale's own fields after the parcel's.

const Q = '/api/QuickSearch';
const ID = '292234123400011'; // Winter Park, sold 2023-11-20 for $160,000 (qualified)
const OWNER_LINE = 'SMITHSON "ANNA" \\ Ñ 𝔄\u0001; O\'BRIEN PAT </script>';

describeEachDatabase('search rows as JSON', (t) => {
  const env = setUpTestApp(t, { seed: seedFixture });

  /**
   * A search's rows, written by the database (the page rows in memory are stale after a change of
   * the roll, just before) or, `fromMemory`, by the page rows in memory once they are current.
   */
  async function rows(path: string, fromMemory = false): Promise<ParcelSearchRow[]> {
    if (fromMemory) {
      await pageRowsReady(env.database);
      expect(await currentPageRows(env.database)).not.toBeNull();
    } else await sql`update roll_changes set n = n + 1 where id = 1`.execute(env.database.db);
    const response = await env.app.inject({ url: `${Q}/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<ParcelSearchRow[]>();
    for (const row of found) parcelSearchRow.strict().parse(row);
    return found;
  }

  const expected = {
    ownerName: 'SMITHSON "ANNA" \\ Ñ 𝔄\u0001, O\'BRIEN PAT </script>',
    propertyAddress: '',
    isHomestead: 'False',
    parcelId: ID,
    totalCount: 1,
    displayParcelId: '34-22-29-1234-00-011',
    city: 'WINTER PARK',
    zip: '32789',
    useCode: '0400',
    justValue: null,
    // The fixture's building and sale of this parcel, and its 0.1 acre.
    livingArea: 900,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 2001,
    landArea: 4356,
    lastSaleDate: '2023-11-20',
    lastSalePrice: 160_000,
  };

  it('sends the same fields, in the same order, for odd text and missing values', async () => {
    // A value from a year before the roll's: the row says no just value (the search's justValue rule).
    await sql`update parcels set owner_name = ${OWNER_LINE}, situs_address = null, latest_value_year = 1999 where parcel_id = ${ID}`.execute(env.database.db);
    for (const fromMemory of [false, true]) {
      const [row] = await rows(`GetSearchInfoByParcelID?pid=${ID}`, fromMemory);
      expect(row).toEqual(expected);
      expect(Object.keys(row!)).toEqual(Object.keys(expected));
    }
  });

  it('adds a sale’s date, price, qualification and document after the parcel’s fields', async () => {
    await env.database.db.updateTable('parcels').set({ owner_name: OWNER_LINE }).where('parcel_id', '=', ID).execute();
    // SQLite writes a listed sale's fields itself (SALE_JSON); the document's text is the roll's, whatever it holds.
    const instrument = '2023"11\\20 𝔄\u0002</script>';
    await env.database.db.updateTable('sales').set({ instrument_number: instrument, book: 'Ñ"', page: null }).where('parcel_id', '=', ID).execute();
    for (const fromMemory of [false, true]) {
      const found = await rows('GetSalesSearchInfo?fromDate=2023-11-01&toDate=2023-11-30&city=Winter%20Park', fromMemory);
      const row = found.find((r) => r.parcelId === ID)!;
      expect(row.ownerName).toBe(expected.ownerName);
      expect(row).toMatchObject({
        saleDate: '2023-11-20',
        salePrice: 160_000,
        qualified: 'True',
        instrument,
        book: 'Ñ"',
        salePage: null,
        totalCount: found.length,
      });
      expect(Object.keys(row).slice(Object.keys(expected).length)).toEqual(['saleDate', 'salePrice', 'qualified', 'instrument', 'book', 'salePage']);
    }
  });
});
