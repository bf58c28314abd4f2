import type { Database } from '../db/database.ts';
import type { AccountRecord, ParcelRecord, ParcelYear } from '../roll-rules/index.ts';

// Reads a loaded roll as the rules' records, a few thousand parcels at a time in id order (keyset
// pages), so that the full county is audited in bounded memory on either database.

const PAGE = 5_000;

function groupBy<T extends { parcel_id: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.parcel_id);
    if (list) list.push(row);
    else out.set(row.parcel_id, [row]);
  }
  return out;
}

export async function* readParcels(database: Database): AsyncGenerator<ParcelRecord> {
  const { db } = database;
  let after = '';
  for (;;) {
    const parcels = await db
      .selectFrom('parcels')
      .select(['parcel_id', 'use_code', 'homestead', 'owner_name', 'situs_address', 'mail_address1', 'mail_state', 'mail_country'])
      .where('parcel_id', '>', after)
      // Retired parcels are no longer on the roll (decision 15): audit.ts counts them apart.
      .where('retired_on', 'is', null)
      .orderBy('parcel_id')
      .limit(PAGE)
      .execute();
    if (parcels.length === 0) return;
    const first = (parcels[0] as (typeof parcels)[number]).parcel_id;
    const last = (parcels.at(-1) as (typeof parcels)[number]).parcel_id;
    const [owners, values, exemptions, sales] = await Promise.all([
      db
        .selectFrom('owners')
        .select(['parcel_id', 'name'])
        .where('parcel_id', '>=', first)
        .where('parcel_id', '<=', last)
        .orderBy('parcel_id')
        .orderBy('seq')
        .execute(),
      db
        .selectFrom('parcel_values')
        .selectAll()
        .where('parcel_id', '>=', first)
        .where('parcel_id', '<=', last)
        .orderBy('parcel_id')
        .orderBy('tax_year')
        .execute(),
      db
        .selectFrom('parcel_exemptions')
        .select(['parcel_id', 'tax_year', 'code', 'school_amount', 'nonschool_amount'])
        .where('parcel_id', '>=', first)
        .where('parcel_id', '<=', last)
        .execute(),
      db
        .selectFrom('sales')
        .select(['parcel_id', 'sale_date', 'price', 'deed_code', 'qual_code', 'qualified', 'grantor'])
        .where('parcel_id', '>=', first)
        .where('parcel_id', '<=', last)
        .orderBy('parcel_id')
        .orderBy('sale_date')
        .execute(),
    ]);
    const ownersOf = groupBy(owners);
    const valuesOf = groupBy(values);
    const exemptionsOf = groupBy(exemptions);
    const salesOf = groupBy(sales);
    for (const p of parcels) {
      const exemptionRows = exemptionsOf.get(p.parcel_id) ?? [];
      const years: ParcelYear[] = (valuesOf.get(p.parcel_id) ?? []).map((v) => ({
        year: v.tax_year,
        just: v.just_value,
        building: v.building_value,
        schoolAssessed: v.school_assessed,
        nonschoolAssessed: v.nonschool_assessed,
        schoolExempt: v.school_exempt,
        nonschoolExempt: v.nonschool_exempt,
        schoolTaxable: v.school_taxable,
        nonschoolTaxable: v.nonschool_taxable,
        agSavings: v.ag_savings,
        homestead: Number(v.homestead) === 1,
        exemptions: exemptionRows
          .filter((e) => e.tax_year === v.tax_year)
          .map((e) => ({ code: e.code, school: e.school_amount, nonschool: e.nonschool_amount })),
      }));
      const names = (ownersOf.get(p.parcel_id) ?? []).map((o) => o.name);
      yield {
        parcelId: p.parcel_id,
        useCode: p.use_code,
        homestead: Number(p.homestead) === 1,
        owners: names.length > 0 ? names : p.owner_name.split(';').map((n) => n.trim()),
        situsAddress: p.situs_address,
        mail: { address1: p.mail_address1, state: p.mail_state, country: p.mail_country },
        years,
        sales: (salesOf.get(p.parcel_id) ?? []).map((s) => ({
          date: s.sale_date,
          price: s.price,
          // The DOR files carry neither deed type nor seller: an imported sale stores them empty.
          deed: s.deed_code || null,
          qualCode: s.qual_code,
          qualified: s.qualified === null ? null : Number(s.qualified) === 1,
          grantor: s.grantor || null,
        })),
      };
    }
    after = last;
  }
}

export async function* readAccounts(database: Database): AsyncGenerator<AccountRecord> {
  const { db } = database;
  let after = '';
  for (;;) {
    const accounts = await db.selectFrom('tpp_accounts').select('account').where('account', '>', after).orderBy('account').limit(PAGE).execute();
    if (accounts.length === 0) return;
    const first = (accounts[0] as { account: string }).account;
    const last = (accounts.at(-1) as { account: string }).account;
    const values = await db
      .selectFrom('tpp_values')
      .selectAll()
      .where('account', '>=', first)
      .where('account', '<=', last)
      .orderBy('account')
      .orderBy('tax_year')
      .execute();
    const byAccount = new Map<string, AccountRecord>(accounts.map((a) => [a.account, { account: a.account, years: [] }]));
    for (const v of values) {
      byAccount.get(v.account)?.years.push({
        year: v.tax_year,
        just: v.just_value,
        assessed: v.assessed_value,
        exemption: v.exemption,
        taxable: v.taxable_value,
        penaltyRate: v.penalty_rate,
      });
    }
    yield* byAccount.values();
    after = last;
  }
}
