import { parseArgs } from 'node:util';
import { STAFF_ROLES, staffEmailSchema, staffRoleSchema } from '@county/shared/staff';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DomainError } from '../errors.ts';
import { publicUrl } from '../public-origin.ts';
import { addStaff, listStaff, removeStaff, resetStaff } from '../staff/accounts.ts';
import { audit } from '../staff/audit.ts';
import { DataKeyError, loadDataKeys } from '../staff/data-key.ts';
import { rotateDataKey } from '../staff/rotate-key.ts';
import { terminalSafe } from '../csv/index.ts';
import { runCli } from './run-cli.ts';

// npm run staff -- add EMAIL --role ROLE [--role ROLE...] | remove EMAIL | reset EMAIL | list | rotate-key
// The office's local accounts (issue 45, decision 139). `add` and `reset` print a one-time
// enrollment link, valid 24 hours, for the person to set a password and an authenticator app.
// `rotate-key` seals every secret again under DATA_KEY, reading the old key from DATA_KEY_PREVIOUS.

const USAGE = `Usage: npm run staff -- add EMAIL --role ROLE [--role ROLE] | remove EMAIL | reset EMAIL | list | rotate-key
Roles: ${STAFF_ROLES.join(', ')}`;

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { role: { type: 'string', multiple: true }, database: { type: 'string' } } });
  const [command, email, ...extra] = positionals;
  const needsEmail = command === 'add' || command === 'remove' || command === 'reset';
  if (!command || !['add', 'remove', 'reset', 'list', 'rotate-key'].includes(command) || extra.length > 0 || needsEmail !== Boolean(email))
    throw new UsageError(USAGE);
  const config = loadConfig();
  const database = openDatabase(values.database ?? config.databaseUrl);
  try {
    await migrate(database);
    const parsedEmail = staffEmailSchema.safeParse(email ?? '');
    if (needsEmail && !parsedEmail.success) throw new UsageError(`'${terminalSafe(email ?? '')}' is not an e-mail address.`);
    const address = parsedEmail.data ?? '';
    const enrollmentLink = (token: string) => publicUrl(config, `/office/enroll?token=${token}`);
    if (command === 'add') {
      const roles = (values.role ?? []).map((role) => {
        const parsed = staffRoleSchema.safeParse(role);
        if (!parsed.success) throw new UsageError(`'${terminalSafe(role)}' is not a role. ${USAGE}`);
        return parsed.data;
      });
      const token = await addStaff(database, address, roles);
      await audit(database, { actor: 'command line', action: 'staff.add', subject: address, detail: roles.join(' ') });
      console.log(`Added ${terminalSafe(address)} (${roles.join(', ')}). Send them this link; it works once, for 24 hours:\n${enrollmentLink(token)}`);
    } else if (command === 'reset') {
      const token = await resetStaff(database, address);
      await audit(database, { actor: 'command line', action: 'staff.reset', subject: address });
      console.log(
        `Signed ${terminalSafe(address)} out everywhere and cleared their password and authenticator. Their new link (24 hours):\n${enrollmentLink(token)}`,
      );
    } else if (command === 'remove') {
      await removeStaff(database, address);
      await audit(database, { actor: 'command line', action: 'staff.remove', subject: address });
      console.log(`Removed ${terminalSafe(address)}.`);
    } else if (command === 'list') {
      for (const account of await listStaff(database)) {
        const state = !account.enrolled ? 'not enrolled yet' : account.lockedUntil > Date.now() ? 'locked' : 'enrolled';
        console.log(`${terminalSafe(account.email)}\t${account.roles.join(', ')}\t${state}`);
      }
    } else {
      const moved = await rotateDataKey(database, loadDataKeys(config.dataDir, config.dataKeyEnv));
      await audit(database, { actor: 'command line', action: 'data-key.rotate', detail: `${moved} values sealed again` });
      console.log(`Sealed ${moved} values again under the current DATA_KEY. DATA_KEY_PREVIOUS may now be removed.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, (error): error is Error => error instanceof UsageError || error instanceof DomainError || error instanceof DataKeyError);
