import { FEEDBACK_PAGE_SIZE, type FraudDetail, type FraudList, type FraudState } from '@county/shared/office-queue';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { contains } from './search-text.ts';

// Homestead-fraud reports as a work queue (issue 45, decision 141). They are tips: the office reads
// and closes them, and writes to nobody. The reports' table stays as the public form wrote it.

const stateOf = (state: string | null): FraudState => (state === 'closed' ? 'closed' : 'open');

function base(database: Database) {
  return database.db.selectFrom('fraud_reports').leftJoin('fraud_report_state', 'fraud_report_state.receipt', 'fraud_reports.receipt');
}

export async function listFraudReports(database: Database, query: { state?: FraudState; q?: string; page: number }): Promise<FraudList> {
  let rows = base(database);
  if (query.state === 'closed') rows = rows.where('fraud_report_state.state', '=', 'closed');
  if (query.state === 'open') rows = rows.where('fraud_report_state.state', 'is', null);
  if (query.q) {
    const words = query.q;
    rows = rows.where((eb) =>
      eb.or([
        contains('fraud_reports.reporter_email', words),
        contains('fraud_reports.description', words),
        contains('fraud_reports.address', words),
        contains('fraud_reports.parcel_id', words),
      ]),
    );
  }
  const [{ total }] = (await rows.select((eb) => eb.fn.countAll<number>().as('total')).execute()) as [{ total: number }];
  const found = await rows
    .select([
      'fraud_reports.receipt',
      'fraud_reports.received_at',
      'fraud_reports.parcel_id',
      'fraud_reports.address',
      'fraud_reports.reason',
      'fraud_report_state.state',
    ])
    .orderBy('fraud_reports.received_at', 'desc')
    .orderBy('fraud_reports.receipt', 'desc')
    .limit(FEEDBACK_PAGE_SIZE)
    .offset((query.page - 1) * FEEDBACK_PAGE_SIZE)
    .execute();
  return {
    items: found.map((row) => ({
      receipt: row.receipt,
      receivedAt: row.received_at,
      parcelId: row.parcel_id,
      address: row.address,
      reason: row.reason,
      state: stateOf(row.state),
    })),
    total: Number(total),
    page: query.page,
    pageSize: FEEDBACK_PAGE_SIZE,
  };
}

export async function fraudReport(database: Database, receipt: string): Promise<FraudDetail> {
  const row = await base(database)
    .selectAll('fraud_reports')
    .select(['fraud_report_state.state', 'fraud_report_state.closed_by', 'fraud_report_state.closed_at'])
    .where('fraud_reports.receipt', '=', receipt)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No fraud report has this receipt.');
  return {
    receipt: row.receipt,
    receivedAt: row.received_at,
    parcelId: row.parcel_id,
    address: row.address,
    reason: row.reason,
    state: stateOf(row.state),
    description: row.description,
    reporterName: row.reporter_name,
    reporterEmail: row.reporter_email,
    reporterPhone: row.reporter_phone,
    page: row.page,
    closedBy: row.closed_by,
    closedAt: row.closed_at,
  };
}

/** Closes the report; closing one already closed keeps who closed it first. */
export async function closeFraudReport(database: Database, receipt: string, by: string, now = new Date()): Promise<FraudDetail> {
  await fraudReport(database, receipt);
  await database.db
    .insertInto('fraud_report_state')
    .values({ receipt, state: 'closed', closed_by: by, closed_at: now.toISOString() })
    .onConflict((oc) => oc.column('receipt').doNothing())
    .execute();
  return fraudReport(database, receipt);
}
