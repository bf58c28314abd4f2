import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffEnroll, type StaffEnrollment, type StaffRole, type StaffSignIn } from '@county/shared/staff';
import type { Database } from '../db/database.ts';
import { ExpiredError, InvalidInputError, NotFoundError, TooManyError, UnauthorizedError } from '../errors.ts';
import { open, seal, type DataKeys } from './data-key.ts';
import { checkNewPassword, decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { acceptedStep, newTotpSecret, totpEnrollment } from './totp.ts';
import { createSession, endSessionsOf, hashToken } from './sessions.ts';

// Local staff accounts (issue 45), for a county without an identity provider: added from the
// command line with a one-time enrollment link; the person chooses a password and scans a TOTP
// secret; every sign-in then asks for both. Five wrong attempts lock the account for 15 minutes.

export const ENROLMENT_MS = 24 * 60 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

/** One message for every refused sign-in: it does not tell which of the three was wrong, or whether the account exists. */
export const SIGN_IN_REFUSED = 'The e-mail address, password or code is not right.';

const totpContext = (email: string) => `staff.totp:${email}`;
const pendingContext = (tokenHash: string) => `staff_enrollments.totp:${tokenHash}`;

export interface StaffAccount {
  email: string;
  roles: StaffRole[];
  enrolled: boolean;
  lockedUntil: number;
}

export function parseRoles(text: string): StaffRole[] {
  return text.split(' ').filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));
}

async function newEnrollment(database: Database, email: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.db.deleteFrom('staff_enrollments').where('email', '=', email).execute();
  await database.db
    .insertInto('staff_enrollments')
    .values({ token_hash: hashToken(token), email, expires_at: now + ENROLMENT_MS, totp_sealed: null })
    .execute();
  return token;
}

/** Adds a person with their roles; returns the enrollment link's token. */
export async function addStaff(database: Database, email: string, roles: StaffRole[], now = Date.now()): Promise<string> {
  if (roles.length === 0) throw new InvalidInputError('Give at least one role.', 'role');
  const existing = await database.db.selectFrom('staff').select('email').where('email', '=', email).executeTakeFirst();
  if (existing) throw new InvalidInputError(`${email} already has an account.`, 'email');
  await database.db
    .insertInto('staff')
    .values({ email, roles: [...new Set(roles)].join(' '), password_hash: null, totp_sealed: null, created_at: new Date(now).toISOString() })
    .execute();
  return newEnrollment(database, email, now);
}

/** Clears a person's password and second factor, ends their sessions, and returns a new enrollment link's token. */
export async function resetStaff(database: Database, email: string, now = Date.now()): Promise<string> {
  const updated = await database.db
    .updateTable('staff')
    .set({ password_hash: null, totp_sealed: null, totp_last_step: 0, failed_attempts: 0, locked_until: 0 })
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new NotFoundError(`${email} has no account.`, 'email');
  await endSessionsOf(database, email);
  return newEnrollment(database, email, now);
}

export async function removeStaff(database: Database, email: string): Promise<void> {
  const removed = await database.db.deleteFrom('staff').where('email', '=', email).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new NotFoundError(`${email} has no account.`, 'email');
  await database.db.deleteFrom('staff_enrollments').where('email', '=', email).execute();
  await endSessionsOf(database, email);
}

export async function listStaff(database: Database): Promise<StaffAccount[]> {
  const rows = await database.db.selectFrom('staff').select(['email', 'roles', 'password_hash', 'locked_until']).orderBy('email').execute();
  return rows.map((row) => ({ email: row.email, roles: parseRoles(row.roles), enrolled: row.password_hash !== null, lockedUntil: Number(row.locked_until) }));
}

export async function staffRoles(database: Database, email: string): Promise<StaffRole[] | null> {
  const row = await database.db.selectFrom('staff').select('roles').where('email', '=', email).executeTakeFirst();
  return row ? parseRoles(row.roles) : null;
}

async function openEnrollment(database: Database, token: string, now: number) {
  const row = await database.db.selectFrom('staff_enrollments').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) throw new NotFoundError('This enrollment link is not valid, or it has been used. Ask an administrator for a new one.', 'token');
  if (Number(row.expires_at) < now) throw new ExpiredError('This enrollment link has expired. Ask an administrator for a new one.', 'token');
  return row;
}

/** What the enrollment page shows; the authenticator's secret is made on the first view and kept sealed until enrollment. */
export async function enrollmentView(database: Database, keys: DataKeys, token: string, issuer: string, now = Date.now()): Promise<StaffEnrollment> {
  const row = await openEnrollment(database, token, now);
  let secret: string;
  if (row.totp_sealed) secret = open(keys, row.totp_sealed, pendingContext(row.token_hash));
  else {
    secret = newTotpSecret();
    await database.db
      .updateTable('staff_enrollments')
      .set({ totp_sealed: seal(keys, secret, pendingContext(row.token_hash)) })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  return { email: row.email, secret, ...(await totpEnrollment(secret, row.email, issuer)) };
}

/** Sets the password and second factor of the enrollment link's account; the link then stops working. */
export async function enroll(database: Database, keys: DataKeys, input: Required<StaffEnroll>, now = Date.now()): Promise<string> {
  const row = await openEnrollment(database, input.token, now);
  if (!row.totp_sealed) throw new InvalidInputError('Open the enrollment link first to see the code to scan.', 'code');
  const secret = open(keys, row.totp_sealed, pendingContext(row.token_hash));
  checkNewPassword(input.password, row.email);
  const step = acceptedStep(secret, input.code, 0, now);
  if (step === null) throw new InvalidInputError('That code is not right. Enter the six digits your authenticator app shows now.', 'code');
  const passwordHash = await hashPassword(input.password);
  // The link is spent before the account changes: of two submissions of one link, one enrolls.
  const spent = await database.db.deleteFrom('staff_enrollments').where('token_hash', '=', row.token_hash).executeTakeFirst();
  if (Number(spent.numDeletedRows) === 0) throw new NotFoundError('This enrollment link has been used.', 'token');
  await database.db
    .updateTable('staff')
    .set({ password_hash: passwordHash, totp_sealed: seal(keys, secret, totpContext(row.email)), totp_last_step: step, failed_attempts: 0, locked_until: 0 })
    .where('email', '=', row.email)
    .execute();
  return row.email;
}

/** Checks both factors and opens a session; a refusal counts against the account. */
export async function signIn(
  database: Database,
  keys: DataKeys,
  input: Required<StaffSignIn>,
  now = Date.now(),
): Promise<{ email: string; id: string; csrf: string }> {
  const row = await database.db.selectFrom('staff').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (row && Number(row.locked_until) > now) {
    throw new TooManyError('This account is locked after too many wrong attempts. Try again later.', Math.ceil((Number(row.locked_until) - now) / 1000));
  }
  const passwordRight = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
  const step =
    row?.totp_sealed && passwordRight ? acceptedStep(open(keys, row.totp_sealed, totpContext(row.email)), input.code, Number(row.totp_last_step), now) : null;
  if (!row || !row.password_hash || step === null) {
    if (row) {
      const failed = Number(row.failed_attempts) + 1;
      await database.db
        .updateTable('staff')
        .set(failed >= MAX_FAILED_ATTEMPTS ? { failed_attempts: 0, locked_until: now + LOCK_MS } : { failed_attempts: failed })
        .where('email', '=', row.email)
        .execute();
    }
    throw new UnauthorizedError(SIGN_IN_REFUSED);
  }
  await database.db.updateTable('staff').set({ failed_attempts: 0, totp_last_step: step }).where('email', '=', row.email).execute();
  return { email: row.email, ...(await createSession(database, row.email, now)) };
}
