import type { TppGeneralInfo, TppValue } from '@county/shared/cards';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { prepared } from '../db/statements.ts';
import { rollFacts } from './roll.ts';

// The tangible personal property card: one account's return and its values by year.

function accountNotFound(acct: string): NotFoundError {
  return new NotFoundError(`No tangible property account ${acct} is on the roll.`, 'acct');
}

const accountRow = prepared((db, a: { acct: string }) =>
  db
    .selectFrom('tpp_accounts as t')
    .leftJoin('jurisdictions as j', 'j.code', 't.jurisdiction_code')
    .selectAll('t')
    .select('j.name as jurisdiction_name')
    .where('t.account', '=', a.acct),
);
const lastValueYear = prepared((db, a: { acct: string }) =>
  db
    .selectFrom('tpp_values')
    .select((eb) => eb.fn.max('tax_year').as('year'))
    .where('account', '=', a.acct),
);
const valueRows = prepared((db, a: { acct: string }) => db.selectFrom('tpp_values').selectAll().where('account', '=', a.acct).orderBy('tax_year', 'desc'));

export async function tppGeneralInfo(database: Database, acct: string): Promise<TppGeneralInfo> {
  const [[account], [lastYear], facts] = await Promise.all([accountRow(database, { acct }), lastValueYear(database, { acct }), rollFacts(database)]);
  if (!account) throw accountNotFound(acct);
  const mail = [account.mail_address1, account.mail_address2].filter((l) => l && l.trim()).join(', ');
  return {
    taxYear: lastYear?.year != null ? Number(lastYear.year) : (facts.currentYear ?? new Date().getFullYear()),
    accountNumber: account.account,
    businessName: account.business_name,
    ownerName: account.owner_name,
    propertyAddress: account.situs_address,
    propertyCity: account.situs_city,
    propertyState: 'FL',
    propertyZip: account.situs_zip,
    mailAddress: mail || null,
    mailCity: account.mail_city,
    mailState: account.mail_state,
    mailZip: account.mail_zip,
    naicsCode: account.naics_code,
    naicsDescription: account.naics_description,
    filingStatus: account.filing_status,
    parcelId: account.parcel_id,
    cityCode: account.jurisdiction_code,
    cityDescription: account.jurisdiction_name ?? account.jurisdiction_code,
  };
}

/** Values by year, newest first. */
export async function tppValues(database: Database, acct: string): Promise<TppValue[]> {
  const rows = await valueRows(database, { acct });
  if (rows.length === 0) {
    const [account] = await accountRow(database, { acct });
    if (!account) throw accountNotFound(acct);
  }
  return rows.map((v) => ({
    taxYear: v.tax_year,
    furnitureValue: v.furniture_value,
    leaseholdValue: v.leasehold_value,
    marketValue: v.just_value,
    assessedValue: v.assessed_value,
    exemptValue: v.exemption,
    taxableValue: v.taxable_value,
    penaltyRate: v.penalty_rate,
  }));
}
