import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { auditRoll, formatAudit, withRules } from '../audit/audit.ts';
import { auditShapes } from '../audit/shape-audit.ts';
import { readAccounts, readParcels } from '../audit/read-roll.ts';
import { readRollYears } from '../roll-year.ts';
import { countConfidential } from '../privacy/index.ts';
import { runCli } from './run-cli.ts';

// npm run audit:roll [-- --database PATH|URL] [--json]
// Checks the loaded roll (generated, or imported from a county's DOR files) against Florida's roll
// rules (and its parcel shapes: none overlapping, each of its acreage's area) and prints each rule
// with its count of violations and a few examples. Exits with 1 when a
// hard rule is broken, so that an office can run it before publishing its roll. It also says how
// many parcels are confidential (never which: the list stays with `npm run confidential -- list`)
// and how many are retired (decisions 14 and 15).

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
    const report = withRules(await auditRoll(readParcels(database), readAccounts(database), { rollYear }), await auditShapes(database));
    const retiredRow = await database.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('retired_on', 'is not', null)
      .executeTakeFirst();
    const privacy = { confidential: await countConfidential(database.db), retired: Number(retiredRow?.n ?? 0) };
    if (values.json) console.log(JSON.stringify({ ...report, ...privacy }, null, 2));
    else {
      console.log(formatAudit(report));
      console.log(`Confidential parcels (s. 119.071, F.S.): ${privacy.confidential.toLocaleString('en-US')}`);
      console.log(`Retired parcels (left out of the audit): ${privacy.retired.toLocaleString('en-US')}`);
    }
    return report.hardViolations > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCli(main);
