import { parseArgs } from 'node:util';
import { parcelIdCandidates, storedToDisplay } from '@county/shared';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { resolveParcelId } from '../cards/resolve-parcel-id.ts';
import { addConfidential, listConfidential, removeConfidential } from '../privacy/index.ts';
import { terminalSafe } from '../csv/text.ts';
import { runCli } from './run-cli.ts';

// npm run confidential -- add <parcel id> [--note TEXT] | remove <parcel id> | list [--database PATH|URL]
// The office's list of parcels whose owners filed a written request under s. 119.071(4)(d), F.S.
// (decision 14). Adding a mark masks the parcel's names and mailing address in the public tables at
// once; removing it brings them back. Either way the search vocabulary is rebuilt, the servers'
// copies of the roll follow the change count, and the downloads are built again (decision 15).
// Exits 1 naming the parcel when it is not a parcel id or not on the roll; nothing is changed then.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    note: { type: 'string' },
    database: { type: 'string' },
  },
});

class UsageError extends Error {}

async function parcelArgument(database: Database, input: string | undefined): Promise<string> {
  if (!input) throw new UsageError('Name a parcel id: npm run confidential -- add|remove <parcel id>');
  if (parcelIdCandidates(input).length === 0) throw new UsageError(`'${input}' is not a parcel id. Nothing was changed.`);
  const pid = await resolveParcelId(database, input);
  if (!pid) throw new UsageError(`Parcel ${input} is not on the roll. Nothing was changed.`);
  return pid;
}

async function main(): Promise<number> {
  const [command, input, ...extra] = positionals;
  if (!command || !['add', 'remove', 'list'].includes(command) || extra.length > 0) {
    throw new UsageError('Usage: npm run confidential -- add <parcel id> [--note TEXT] | remove <parcel id> | list');
  }
  const database = openDatabase(values.database ?? loadConfig().databaseUrl);
  try {
    await migrate(database);
    if (command === 'list') {
      const marks = await listConfidential(database.db);
      // A note is the office's typed text: a control character in it must not reach the terminal.
      for (const m of marks) console.log(`${storedToDisplay(m.parcelId)}\t${m.markedAt}\t${terminalSafe(m.note)}`);
      console.log(`${marks.length} confidential parcel${marks.length === 1 ? '' : 's'}.`);
      return 0;
    }
    const pid = await parcelArgument(database, input);
    if (command === 'add') {
      await addConfidential(database, [pid], values.note ?? null);
      console.log(`Parcel ${storedToDisplay(pid)} is confidential: its owners' names and mailing address are no longer public.`);
    } else {
      const unmarked = await removeConfidential(database, [pid]);
      if (unmarked.length > 0) throw new UsageError(`Parcel ${storedToDisplay(pid)} is not marked confidential. Nothing was changed.`);
      console.log(`Parcel ${storedToDisplay(pid)} is public again.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, (error) => error instanceof UsageError);
