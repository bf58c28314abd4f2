import { cellOf, csvDocument } from '../csv/index.ts';
import type { Database } from '../db/database.ts';

// CSV of the messages received since a date, for the office (npm run feedback:export), written by
// the shared CSV module: cells a spreadsheet would run as a formula are neutralised and control
// characters dropped, so a message cannot execute anything on the office's computers.

export type ExportForm = 'feedback' | 'report-fraud';

const COLUMNS = {
  feedback: [
    'receipt',
    'received_at',
    'page',
    'first_name',
    'last_name',
    'email',
    'phone',
    'occupation',
    'feedback_type',
    'experience_rating',
    'comments',
    'record_id',
    'parcel_id',
    'address',
    'community_name',
    'gated',
    'mandatory',
    'household_count',
  ],
  'report-fraud': ['receipt', 'received_at', 'page', 'parcel_id', 'address', 'reason', 'description', 'reporter_name', 'reporter_email', 'reporter_phone'],
} as const;

export interface ExportOptions {
  form: ExportForm;
  /** Inclusive lower bound: a date (YYYY-MM-DD, midnight UTC) or an ISO time. */
  since: string;
  /** Exclusive upper bound, optional. */
  until?: string;
}

/** Turns a YYYY-MM-DD or ISO date-time into the ISO text the tables store, or throws. */
export function toIsoBound(value: string, name: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`${name} must be a date like 2026-03-01, got '${value}'`);
  return new Date(time).toISOString();
}

export async function exportCsv(database: Database, options: ExportOptions): Promise<{ csv: string; rows: number }> {
  const columns = COLUMNS[options.form];
  const table = options.form === 'feedback' ? 'feedback' : 'fraud_reports';
  let query = database.db
    .selectFrom(table as 'feedback')
    .selectAll()
    .where('received_at', '>=', toIsoBound(options.since, '--since'));
  if (options.until) query = query.where('received_at', '<', toIsoBound(options.until, '--until'));
  const rows = (await query.orderBy('received_at').orderBy('receipt').execute()) as unknown as Record<string, unknown>[];
  const records = rows.map((row) => columns.map((column) => cellOf(row[column])));
  return { csv: csvDocument(columns, records), rows: rows.length };
}
