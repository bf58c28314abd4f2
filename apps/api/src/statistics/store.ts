import {
  addMonths,
  formatArea,
  monthsBetween,
  parseArea,
  MAX_MONTHS,
  type RollStatistics,
  type SalesMonth,
  type SalesStatisticsQuery,
} from '@county/shared/statistics';
import type { Database } from '../db/database.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { rollChanges } from '../search/memory/roll-copy.ts';
import { computeRollSummaries, percentChange } from './roll-summary.ts';
import { computeSalesTrends, type MonthFigures } from './sales-trends.ts';

// The statistics are computed ahead, when the roll changes (decision 76): a load (seed, import)
// computes them at its end, and a request that finds them computed at another count of the roll's
// changes (migration 0011) than the roll's now computes them first, once per process however many
// requests wait. They are kept in the database (migration 0013), so every process and every start
// reads the same figures without computing them again.

const INSERT_BATCH = 500;

/**
 * The shape of the stored figures. Raise it whenever that shape changes: figures stored by an older
 * release are then computed again, instead of being served in a shape the schemas no longer accept.
 */
const FORMAT = 1;

/** What the stored figures were computed at: their format and the roll's change count. */
async function stamp(database: Database): Promise<string> {
  return `${FORMAT}:${await rollChanges(database)}`;
}

/** Computes every figure from the roll as it is now and replaces the stored ones. Answers the seconds it took. */
export async function refreshStatistics(database: Database): Promise<number> {
  const started = performance.now();
  const at = await stamp(database);
  const trends = await computeSalesTrends(database);
  const summaries = await computeRollSummaries(database);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sales_statistics').execute();
    await trx.deleteFrom('roll_statistics').execute();
    await trx.deleteFrom('statistics_state').execute();
    const rows = trends.series.map((s) => ({ area: s.area, use_class: s.useClass, body: JSON.stringify(s.months) }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await trx
        .insertInto('sales_statistics')
        .values(rows.slice(i, i + INSERT_BATCH))
        .execute();
    for (const summary of summaries)
      await trx
        .insertInto('roll_statistics')
        .values({ tax_year: summary.year, body: JSON.stringify(summary) })
        .execute();
    await trx
      .insertInto('statistics_state')
      .values({ id: 1, roll_changes: at, computed_at: new Date().toISOString(), first_month: trends.firstMonth, last_month: trends.lastMonth })
      .execute();
  });
  return (performance.now() - started) / 1000;
}

interface State {
  at: string;
  firstMonth: string | null;
  lastMonth: string | null;
}

/** What this process last saw stored, and the refresh it is running. */
const known = new WeakMap<Database, { state: State | null; refreshing: Promise<unknown> | null }>();

/** The stored statistics' state once they are those of the roll as it is now. */
async function currentState(database: Database): Promise<State> {
  let entry = known.get(database);
  if (!entry) known.set(database, (entry = { state: null, refreshing: null }));
  const at = await stamp(database);
  if (entry.state?.at === at) return entry.state;
  const row = await database.db.selectFrom('statistics_state').select(['roll_changes', 'first_month', 'last_month']).where('id', '=', 1).executeTakeFirst();
  if (row?.roll_changes !== at) {
    const mine = entry;
    await (mine.refreshing ??= refreshStatistics(database).finally(() => (mine.refreshing = null)));
    return currentState(database);
  }
  entry.state = { at, firstMonth: row.first_month, lastMonth: row.last_month };
  return entry.state;
}

/** The stored statistics are brought up to date with the roll (the server calls it at start). */
export async function statisticsReady(database: Database): Promise<void> {
  await currentState(database);
}

function monthOf(figures: MonthFigures): SalesMonth {
  const [month, sales, medianPrice, meanPrice, medianPricePerSqFt] = figures;
  return { month, sales, medianPrice, meanPrice, medianPricePerSqFt, change12Months: null };
}

/** The months of an area and use class from `from` to `to` (default: the ten years up to the latest sale). */
export async function salesStatistics(database: Database, query: SalesStatisticsQuery): Promise<SalesMonth[]> {
  const state = await currentState(database);
  const area = formatArea(parseArea(query.area)!);
  const rows = await database.db
    .selectFrom('sales_statistics')
    .select(['use_class', 'body'])
    .where('area', '=', area)
    .where('use_class', 'in', ['all', query.use])
    .execute();
  if (!rows.some((r) => r.use_class === 'all')) throw new InvalidInputError(`area: no ${area.replace(':', ' ')} on the roll`, 'area');
  if (state.firstMonth === null || state.lastMonth === null) return [];
  const to = query.to ?? state.lastMonth;
  const from = query.from ?? addMonths(to, 1 - MAX_MONTHS);
  // The twelve-month change of the first month needs the year before it: the store keeps one more year.
  const earliest = addMonths(state.firstMonth, 12);
  if (monthsBetween(earliest, from) < 0) throw new InvalidInputError(`from: the statistics begin at ${earliest}`, 'from');
  if (monthsBetween(to, state.lastMonth) < 0) throw new InvalidInputError(`to: the statistics end at ${state.lastMonth}, the month of the latest sale`, 'to');
  if (monthsBetween(from, to) < 0) throw new InvalidInputError('to: must not be before from', 'to');
  if (monthsBetween(from, to) >= MAX_MONTHS) throw new InvalidInputError('from: the range from from to to may cover at most ten years (120 months)', 'from');
  const body = rows.find((r) => r.use_class === query.use)?.body ?? '[]';
  const byMonth = new Map((JSON.parse(body) as MonthFigures[]).map((f) => [f[0], f]));
  const months: SalesMonth[] = [];
  for (let month = from; monthsBetween(month, to) >= 0; month = addMonths(month, 1)) {
    const figures = byMonth.get(month);
    const entry = figures ? monthOf(figures) : { month, sales: 0, medianPrice: null, meanPrice: null, medianPricePerSqFt: null, change12Months: null };
    const yearBefore = byMonth.get(addMonths(month, -12));
    if (entry.medianPrice !== null && yearBefore) entry.change12Months = percentChange(entry.medianPrice, yearBefore[2]);
    months.push(entry);
  }
  return months;
}

/** Answers kept per process, as sent: the same area, use and months ask for the same text until the figures change. */
const answers = new WeakMap<Database, { at: string; texts: Map<string, string> }>();
const MAX_ANSWERS = 10_000;

/** salesStatistics as JSON text, kept once made (most requests ask for the default ten years of an area). */
export async function salesStatisticsText(database: Database, query: SalesStatisticsQuery): Promise<string> {
  const { at } = await currentState(database);
  let kept = answers.get(database);
  if (kept?.at !== at) answers.set(database, (kept = { at, texts: new Map() }));
  const key = `${query.area}|${query.use}|${query.from ?? ''}|${query.to ?? ''}`;
  let text = kept.texts.get(key);
  if (text === undefined) {
    text = JSON.stringify(await salesStatistics(database, query));
    if (kept.texts.size >= MAX_ANSWERS) kept.texts.clear();
    kept.texts.set(key, text);
  }
  return text;
}

/** The stored summary of a year (default: the newest year the roll holds values for), as JSON text. */
export async function rollStatisticsText(database: Database, year: number | undefined): Promise<string> {
  await currentState(database);
  let query = database.db.selectFrom('roll_statistics').select('body');
  query = year === undefined ? query.orderBy('tax_year', 'desc').limit(1) : query.where('tax_year', '=', year);
  const row = await query.executeTakeFirst();
  if (!row) {
    if (year === undefined) throw new NotFoundError('The roll holds no values yet.');
    throw new InvalidInputError(`year: the roll holds no values for ${year}`, 'year');
  }
  return row.body;
}

/** The roll's summary of a year (default: the newest year it holds values for). */
export async function rollStatistics(database: Database, year: number | undefined): Promise<RollStatistics> {
  return JSON.parse(await rollStatisticsText(database, year)) as RollStatistics;
}
