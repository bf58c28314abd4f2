import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import type { Database } from '../../src/db/database.ts';
import type { ParcelValueTable } from '../../src/db/schema.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { auditRoll, formatAudit, type AuditReport } from '../../src/audit/audit.ts';
import { readAccounts, readParcels } from '../../src/audit/read-roll.ts';
import { readRollYears } from '../../src/roll-year.ts';
import { ACCOUNT_RULES, PARCEL_RULES } from '../../src/roll-rules/index.ts';

// The audit on a freshly generated county finds no hard violation; then one row per rule is broken
// on purpose, each on a parcel or account of its own, and each rule must find exactly that one.

const ROLL = 2026;

async function audit(database: Database): Promise<AuditReport> {
  const rollYear = (await readRollYears(database)).current;
  expect(rollYear).toBe(ROLL);
  return auditRoll(readParcels(database), readAccounts(database), { rollYear: ROLL });
}

describeEachDatabase('roll audit', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 3_000, tpp: 300, seed: 21 }), app: false });

  it('finds no hard violation in a freshly generated county, whose mix stays county-like', async () => {
    const report = await audit(env.database);
    for (const r of report.rules) expect(r.violations, `${r.id}: ${JSON.stringify(r.examples)}`).toBe(0);
    expect(report.hardViolations).toBe(0);
    expect(report.mix.parcels).toBe(3_000);
    expect(report.mix.accounts).toBe(300);
    expect(report.mix.homesteads / report.mix.residential).toBeGreaterThan(0.38);
    expect(report.mix.homesteads / report.mix.residential).toBeLessThan(0.55);
    expect(report.mix.homesteadsShownWithCompany / report.mix.homesteads).toBeLessThan(0.03);
    expect(report.mix.commercialWithCompany / report.mix.commercial).toBeGreaterThan(0.95);
    expect(formatAudit(report)).toContain('No hard rule is broken.');
  });

  // Runs last: it breaks the county.
  it('catches each rule on a deliberately broken row', async () => {
    const { db } = env.database;
    const values = await db.selectFrom('parcel_values').selectAll().orderBy('parcel_id').orderBy('tax_year').execute();
    const parcels = await db.selectFrom('parcels').select(['parcel_id', 'use_code', 'homestead']).orderBy('parcel_id').execute();
    const sales = await db.selectFrom('sales').select(['parcel_id', 'seq', 'sale_date', 'qual_code']).orderBy('parcel_id').execute();
    const exemptions = await db.selectFrom('parcel_exemptions').selectAll().orderBy('parcel_id').execute();
    const byParcel = new Map<string, Map<number, ParcelValueTable>>();
    for (const v of values) byParcel.set(v.parcel_id, (byParcel.get(v.parcel_id) ?? new Map()).set(v.tax_year, v));
    const soldIn = (id: string, year: number): boolean => sales.some((s) => s.parcel_id === id && s.sale_date.startsWith(String(year)));
    const used = new Set<string>();
    const expected = new Map<string, string>();
    // A parcel not used yet whose years pass the test; its id is what the rule must report.
    const pick = (rule: string, test: (id: string, year: (y: number) => ParcelValueTable) => boolean): string => {
      for (const p of parcels) {
        const years = byParcel.get(p.parcel_id);
        if (used.has(p.parcel_id) || !years || years.size !== 5) continue;
        if (test(p.parcel_id, (y) => years.get(y) as ParcelValueTable)) {
          used.add(p.parcel_id);
          expected.set(rule, p.parcel_id);
          return p.parcel_id;
        }
      }
      throw new Error(`no parcel to break ${rule}`);
    };
    const setValue = (id: string, year: number, change: Partial<ParcelValueTable>) =>
      db.updateTable('parcel_values').set(change).where('parcel_id', '=', id).where('tax_year', '=', year).execute();
    const homesteadNotSold = (id: string, y: (year: number) => ParcelValueTable): boolean => y(ROLL).homestead === 1 && !soldIn(id, ROLL);

    // A homesteaded house turned into a shop.
    const shop = pick('homestead-use', homesteadNotSold);
    await db.updateTable('parcels').set({ use_code: '1100' }).where('parcel_id', '=', shop).execute();
    // A homestead owned by a company.
    const company = pick('homestead-owner', homesteadNotSold);
    await db.updateTable('owners').set({ name: 'ACME HOLDINGS LLC' }).where('parcel_id', '=', company).execute();
    // A homesteader mailing from Philadelphia.
    const away = pick('homestead-mail', homesteadNotSold);
    await db.updateTable('parcels').set({ mail_address1: '1 MARKET ST', mail_state: 'PA', mail_city: 'PHILADELPHIA' }).where('parcel_id', '=', away).execute();
    // A second homestead exemption $5,000 over its year's amount (totals kept consistent).
    const second = pick(
      'homestead-exemptions',
      (id, y) =>
        homesteadNotSold(id, y) &&
        y(ROLL).nonschool_taxable > 5_000 &&
        exemptions.some((e) => e.parcel_id === id && e.tax_year === ROLL && e.code === 'HXA' && e.nonschool_amount === 26_411),
    );
    const v2 = (byParcel.get(second) as Map<number, ParcelValueTable>).get(ROLL) as ParcelValueTable;
    await db
      .updateTable('parcel_exemptions')
      .set({ nonschool_amount: 26_411 + 5_000 })
      .where('parcel_id', '=', second)
      .where('tax_year', '=', ROLL)
      .where('code', '=', 'HXA')
      .execute();
    await setValue(second, ROLL, { nonschool_exempt: v2.nonschool_exempt + 5_000, nonschool_taxable: v2.nonschool_taxable - 5_000 });
    // Assessed above just in the first year shown (no cap before it, no sale the year before).
    const above = pick('assessed-within-just', (id, y) => y(2022).homestead === 0 && y(2022).ag_savings === 0 && !soldIn(id, 2021));
    const a = (byParcel.get(above) as Map<number, ParcelValueTable>).get(2022) as ParcelValueTable;
    await setValue(above, 2022, {
      school_assessed: a.just_value + 1_000,
      nonschool_assessed: a.just_value + 1_000,
      school_taxable: a.school_taxable + (a.just_value + 1_000 - a.school_assessed),
      nonschool_taxable: a.nonschool_taxable + (a.just_value + 1_000 - a.nonschool_assessed),
    });
    // A homestead put back at just value without a sale, above its Save Our Homes cap.
    const soh = pick(
      'save-our-homes-cap',
      (id, y) =>
        y(2025).homestead === 1 &&
        y(2026).homestead === 1 &&
        !soldIn(id, 2025) &&
        y(2025).building_value > 0 &&
        y(2026).ag_savings === 0 &&
        y(2026).just_value > y(2025).school_assessed * 1.05,
    );
    const s = (byParcel.get(soh) as Map<number, ParcelValueTable>).get(2026) as ParcelValueTable;
    await setValue(soh, 2026, {
      school_assessed: s.just_value,
      nonschool_assessed: s.just_value,
      school_taxable: s.just_value - s.school_exempt,
      nonschool_taxable: s.just_value - s.nonschool_exempt,
    });
    // Other property whose previous year is lowered far below: more than 10% growth.
    const ten = pick(
      'non-homestead-cap',
      (id, y) =>
        y(2025).homestead === 0 &&
        y(2026).homestead === 0 &&
        y(2025).ag_savings === 0 &&
        y(2025).nonschool_exempt === 0 &&
        y(2025).building_value > 0 &&
        !soldIn(id, 2024) &&
        !soldIn(id, 2025) &&
        y(2026).nonschool_assessed > 10_000,
    );
    const low = Math.round(((byParcel.get(ten) as Map<number, ParcelValueTable>).get(2026) as ParcelValueTable).nonschool_assessed / 1.5);
    await setValue(ten, 2025, { nonschool_assessed: low, nonschool_taxable: low });
    // No reset after a qualified sale.
    const reset = pick(
      'cap-reset-after-sale',
      (id, y) =>
        y(ROLL).homestead === 0 &&
        y(ROLL).ag_savings === 0 &&
        y(ROLL).school_exempt === 0 &&
        y(ROLL).nonschool_exempt === 0 &&
        y(ROLL).just_value > 2_000 &&
        sales.some((x) => x.parcel_id === id && x.sale_date.startsWith('2025') && (x.qual_code === '01' || x.qual_code === '02')),
    );
    const r = (byParcel.get(reset) as Map<number, ParcelValueTable>).get(ROLL) as ParcelValueTable;
    await setValue(reset, ROLL, {
      school_assessed: r.just_value - 1_000,
      nonschool_assessed: r.just_value - 1_000,
      school_taxable: r.just_value - 1_000,
      nonschool_taxable: r.just_value - 1_000,
    });
    // Agricultural savings on a house.
    const ag = pick('agricultural-use', (id) => (parcels.find((p) => p.parcel_id === id)?.use_code ?? '').startsWith('01'));
    await setValue(ag, 2023, { ag_savings: 1_000 });
    // Taxable value a dollar off.
    const taxable = pick('taxable-value', () => true);
    const tv = (byParcel.get(taxable) as Map<number, ParcelValueTable>).get(2024) as ParcelValueTable;
    await setValue(taxable, 2024, { school_taxable: tv.school_taxable + 1 });
    // An exemption row that does not add up to the totals.
    const listed = pick('exemptions-itemised', (id) =>
      exemptions.some((e) => e.parcel_id === id && e.tax_year === ROLL && (e.code === 'GV' || e.code === 'CH') && e.school_amount > 0),
    );
    await db
      .updateTable('parcel_exemptions')
      .set((eb) => ({ school_amount: eb('school_amount', '-', 1) }))
      .where('parcel_id', '=', listed)
      .where('tax_year', '=', ROLL)
      .execute();
    // A qualified sale for $10.
    const sale = sales.find((x) => !used.has(x.parcel_id) && x.qual_code === '01') as (typeof sales)[number];
    expected.set('sale-qualification', sale.parcel_id);
    await db.updateTable('sales').set({ price: 10 }).where('parcel_id', '=', sale.parcel_id).where('seq', '=', sale.seq).execute();
    // Tangible: a $30,000 exemption; a penalty written as 2500 (percent times a hundred).
    const accounts = await db.selectFrom('tpp_values').select(['account', 'tax_year']).where('tax_year', '=', ROLL).orderBy('account').limit(2).execute();
    const [exemptAccount, penaltyAccount] = accounts;
    if (!exemptAccount || !penaltyAccount) throw new Error('two tangible accounts needed');
    await db.updateTable('tpp_values').set({ exemption: 30_000 }).where('account', '=', exemptAccount.account).where('tax_year', '=', ROLL).execute();
    await db.updateTable('tpp_values').set({ penalty_rate: 2_500 }).where('account', '=', penaltyAccount.account).where('tax_year', '=', ROLL).execute();
    expected.set('tpp-exemption', exemptAccount.account);
    expected.set('tpp-penalty', penaltyAccount.account);

    const report = await audit(env.database);
    expect([...expected.keys()].sort()).toEqual([...PARCEL_RULES, ...ACCOUNT_RULES].map((rule) => rule.id).sort());
    for (const result of report.rules) {
      expect(result.violations, `${result.id}: ${JSON.stringify(result.examples)}`).toBe(1);
      expect(result.examples[0]?.id, result.id).toBe(expected.get(result.id));
    }
    expect(report.hardViolations).toBe(report.rules.filter((x) => x.severity === 'hard').length);
    expect(formatAudit(report)).toMatch(/FAIL hard homestead-use\s+1/);
  });
});
