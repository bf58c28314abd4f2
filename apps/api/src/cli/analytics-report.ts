import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { buildReport, formatReport, reportJson } from '../analytics/report.ts';
import { officeClock } from '../office-clock.ts';

// `npm run analytics:report -- --since 2026-11-01 [--until 2026-11-30] [--top 20] [--json]`
// prints the top pages, visits, searches by kind and the assistant's unanswered questions from the
// database of DATABASE_URL (or DATA_DIR's SQLite file).

const usage = 'usage: npm run analytics:report -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--top N] [--json]';
const { values } = parseArgs({
  options: { since: { type: 'string' }, until: { type: 'string' }, top: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
});
const isDate = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const config = loadConfig();
const clock = officeClock(config.site.timeZone);
const until = values.until ?? clock.today();
const top = Number(values.top);
if (!isDate(values.since) || !isDate(until) || !Number.isInteger(top) || top < 1) {
  console.error(usage);
  process.exit(2);
}

const database = openDatabase(config.databaseUrl);
try {
  await migrate(database);
  const report = await buildReport(database, clock, values.since, until, top);
  console.log(values.json ? reportJson(report) : formatReport(report));
} finally {
  await database.close();
}
