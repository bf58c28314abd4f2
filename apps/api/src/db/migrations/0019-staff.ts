import { sql } from 'kysely';
import type { Migration } from './types.ts';

// The office's side (issue 45, decision 139): staff accounts, their sessions, and the audit trail.
// - staff: one row per person; roles a space-separated list; the password an argon2id hash; the
//   TOTP secret sealed with the data key (staff/data-key.ts), never stored in the clear. A local
//   account without a password has not enrolled yet; one signed in through OpenID Connect has none.
// - staff_enrollments: one-time links (only the token's SHA-256 is kept), with the TOTP secret the
//   link's page showed while it is pending.
// - staff_sessions: server-side sessions (only the id's SHA-256 is kept) with their CSRF token.
// - audit_log: append-only; triggers refuse every UPDATE and DELETE on both databases.

export const staffMigration: Migration = {
  name: '0019-staff',
  async up(db, dialect) {
    const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
    const id = dialect === 'postgres' ? 'bigserial' : 'integer';
    await db.schema
      .createTable('staff')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('totp_sealed', 'text')
      .addColumn('totp_last_step', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('staff_enrollments')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', bigint, (c) => c.notNull())
      .addColumn('totp_sealed', 'text')
      .execute();
    await db.schema
      .createTable('staff_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('csrf', 'text', (c) => c.notNull())
      .addColumn('created_at', bigint, (c) => c.notNull())
      .addColumn('seen_at', bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_sessions_email').on('staff_sessions').columns(['email']).execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('detail', 'text')
      .addColumn('client', 'text')
      .execute();
    if (dialect === 'postgres') {
      await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'the audit log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
      await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
    } else {
      await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
      await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
    }
  },
};
