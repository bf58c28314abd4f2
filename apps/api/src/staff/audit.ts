import type { AuditEntry } from '@county/shared/staff';
import type { Database } from '../db/database.ts';

// The office's audit trail (issue 45): every sign-in and refused attempt, every view of an item
// holding personal data, every change and decision, with who, when, what and from where. The table
// refuses UPDATE and DELETE by trigger on both databases (migration 0019), so no role, and no bug,
// can rewrite it. `detail` names what changed, never the personal data itself.

export interface AuditEvent {
  /** The member of staff's e-mail, or 'command line' for the staff command, or the address tried at a refused sign-in. */
  actor: string;
  action: string;
  subject?: string | null;
  detail?: string | null;
  /** The client's address group (the rate limits' key): never a cookie or token. */
  client?: string | null;
}

export async function audit(database: Database, event: AuditEvent, now = new Date()): Promise<void> {
  await database.db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor: event.actor,
      action: event.action,
      subject: event.subject ?? null,
      detail: event.detail ?? null,
      client: event.client ?? null,
    })
    .execute();
}

/** The newest entries first, `limit` of them, before the entry `before` when given. */
export async function auditEntries(database: Database, options: { limit: number; before?: number; actor?: string; action?: string }): Promise<AuditEntry[]> {
  let query = database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  if (options.actor) query = query.where('actor', '=', options.actor);
  if (options.action) query = query.where('action', '=', options.action);
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}
