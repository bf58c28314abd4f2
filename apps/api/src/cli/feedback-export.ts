// npm run feedback:export -- --since 2026-03-01 [--until 2026-04-01] [--form report-fraud] [--out file.csv]
// Writes the messages received since a date as CSV (to a file, or to standard output), from the
// database the server uses (DATABASE_URL, or the SQLite file in DATA_DIR).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { exportCsv } from '../forms/export.ts';
import { runCli } from './run-cli.ts';

const usage = 'usage: npm run feedback:export -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--form feedback|report-fraud] [--out file.csv]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      form: { type: 'string', default: 'feedback' },
      out: { type: 'string' },
    },
  });
  if (!values.since || (values.form !== 'feedback' && values.form !== 'report-fraud')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    const { csv, rows } = await exportCsv(database, { form: values.form, since: values.since, until: values.until });
    if (values.out) {
      writeFileSync(values.out, csv);
      console.error(`${rows} ${values.form} messages written to ${values.out}`);
    } else {
      process.stdout.write(csv);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
