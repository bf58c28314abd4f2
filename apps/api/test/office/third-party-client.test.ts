import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The program in tools/office-client is written as third parties write against the office's API
// (plain fetch, the office's names only). Run as its own process against this server listening on
// a loopback port, it must print a whole summary of the showcase parcel, a homestead with sales:
// no line may come out blank.

const CLIENT = fileURLToPath(new URL('../../../../tools/office-client/property-summary.mjs', import.meta.url));
const FIRST = '272035664500001';
const run = promisify(execFile);

describeEachDatabase('a third-party client of the office API', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 400, tpp: 5, seed: 7 }) });
  let base: string;
  beforeAll(async () => {
    base = await env.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('goes from an address to a full summary with no blanks', async () => {
    const parcel = await env.database.db.selectFrom('parcels').select(['situs_address', 'homestead']).where('parcel_id', '=', FIRST).executeTakeFirstOrThrow();
    expect(parcel.homestead).toBe(1);
    const { stdout } = await run(process.execPath, [CLIENT, base, parcel.situs_address ?? ''], { timeout: 30_000 });
    const lines = stdout.trim().split('\n');
    expect(lines.filter((line) => /\(blank\)|undefined|null|NaN/.test(line))).toEqual([]);
    expect(lines[0]).toBe(`Parcel: ${FIRST}`);
    const owners = await env.database.db.selectFrom('owners').select('name').where('parcel_id', '=', FIRST).orderBy('seq').execute();
    expect(lines).toContain(`Owners: ${owners.map((o) => o.name).join(' & ')}`);
    const sales = await env.database.db.selectFrom('sales').selectAll().where('parcel_id', '=', FIRST).execute();
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      expect(
        lines.some((l) => l.startsWith(`Sale ${sale.sale_date}: $${sale.price.toFixed(2)} instrument ${sale.instrument_number}`)),
        sale.instrument_number,
      ).toBe(true);
    }
    const legal = await env.database.db.selectFrom('parcels').select('legal_description').where('parcel_id', '=', FIRST).executeTakeFirstOrThrow();
    expect(lines).toContain(`Legal: ${legal.legal_description}`);
    expect(lines.some((l) => l.startsWith('Tax SCH '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Non-ad valorem '))).toBe(true);
    expect(lines.find((l) => l.startsWith('Total tax '))).toMatch(/^Total tax \d{4}: \$\d+\.\d{2} \(millage [\d.]+\)$/);
    expect(lines.find((l) => l.startsWith('Association: '))).toMatch(/ASSOCIATION, gated (Yes|No), mandatory (True|False), \d+ households$/);
    expect(lines.find((l) => l.startsWith('Values '))).not.toMatch(/\$-1\.00|\$0\.00, assessed/);
  });
});
