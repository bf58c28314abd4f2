import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { auditRoll, formatAudit } from '../audit/audit.ts';
import { readAccounts, readParcels } from '../audit/read-roll.ts';
import { readRollYears } from '../roll-year.ts';

// npm run audit:roll [-- --database PATH|URL] [--json]
// Checks the loaded roll (generated, or imported from a county's DOR files) against Florida's roll
// rules and prints each rule with its count of violations and a few examples. Exits with 1 when a
// hard rule is broken, so that an office can run it before publishing its roll.

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const url = values.database ?? loadConfig().databaseUrl;
  const database = openDatabase(url);
  try {
    await migrate(database);
    const rollYear = (await readRollYears(database)).current;
    if (rollYear === null) {
      console.error(`No roll is loaded in ${isPostgresUrl(url) ? 'PostgreSQL' : url}: run npm run seed or npm run import first.`);
      return 1;
    }
    const report = await auditRoll(readParcels(database), readAccounts(database), { rollYear });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatAudit(report));
    return report.hardViolations > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
