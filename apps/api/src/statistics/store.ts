import { CompiledQuery } from 'kysely';
import {
  addMonths,
  formatArea,
  monthsBetween,
  MAX_MONTHS,
  MIN_SALES,
  type Area,
  type RollStatistics,
  type SalesMonth,
  type SalesStatisticsQuery,
  type StatisticsArea,
} from '@county/shared/statistics';
import { runClaimed, STORED_ROW } from '../db/claims.ts';
import type { Database } from '../db/database.ts';
import { InvalidInputError, NotFoundError, NotReadyError } from '../errors.ts';
import { indexAreas, resolveArea, type AreaIndex } from './area-names.ts';
import { computeRollSummaries, percentChange } from './roll-summary.ts';
import { computeSalesTrends, type MonthFigures } from './sales-trends.ts';
import { rollChanges } from '../roll/changes.ts';

// The statistics are computed ahead, when the roll changes (decision 76): a load (seed, import)
// computes them at its end. They are kept in the database (migration 0013), stamped with the roll's
// change count (migration 0011), so every process and every start reads the same figures. A request
// that finds them stamped at another count than the roll's is never held up by computing them: it
// is answered the stored figures, marked stale, while one refresh runs for the whole site (a claim
// row in statistics_state); only when no figures of this format are stored at all does it answer 503
// with Retry-After. The server runs that refresh in a child process (server.ts), so that no serving
// event loop spends the seconds it takes on the full county.

const INSERT_BATCH = 500;

/**
 * The shape of the stored figures. Raise it whenever that shape changes: figures stored by an older
 * release are then computed again, instead of being served in a shape the schemas no longer accept.
 */
const FORMAT = 2;

/**
 * The list of areas (names, sales) is stored as one more row of sales_statistics under this key,
 * which no area can have (areas are 'county' or kind:CODE): no migration for one row.
 */
const AREA_LIST_KEY = { area: 'areas', useClass: 'list' } as const;

/** A claim this old was left by a process that died while computing: another process may take it over. */
const CLAIM_MS = 5 * 60_000;
/** How often one process asks the database whether it may run the refresh, while the figures are stale. */
const RECLAIM_MS = 1_000;
/** What a 503 tells a client to wait: about the full county's refresh. */
const RETRY_AFTER_SECONDS = 10;

/** What the stored figures were computed at: their format and the roll's change count. */
async function stamp(database: Database): Promise<string> {
  return `${FORMAT}:${await rollChanges(database)}`;
}

/** Computes every figure from the roll as it is now and replaces the stored ones (and any claim). Answers the seconds it took. */
export async function refreshStatistics(database: Database): Promise<number> {
  const started = performance.now();
  const at = await stamp(database);
  const trends = await computeSalesTrends(database);
  const summaries = await computeRollSummaries(database);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sales_statistics').execute();
    await trx.deleteFrom('roll_statistics').execute();
    await trx.deleteFrom('statistics_state').execute();
    // Thousands of rows: written as one statement text per batch, bound, rather than built row by
    // row through Kysely's insert builder, whose parsing of the values cost more than the writes.
    const series: [area: string, useClass: string, body: unknown][] = trends.series.map((s) => [s.area, s.useClass, s.months]);
    series.push([AREA_LIST_KEY.area, AREA_LIST_KEY.useClass, trends.areas]);
    for (let i = 0; i < series.length; i += INSERT_BATCH) {
      const batch = series.slice(i, i + INSERT_BATCH);
      const values = batch.flatMap(([area, useClass, body]) => [area, useClass, JSON.stringify(body)]);
      const rows = batch.map((_, r) => (database.dialect === 'sqlite' ? '(?, ?, ?)' : `($${3 * r + 1}, $${3 * r + 2}, $${3 * r + 3})`));
      await trx.executeQuery(CompiledQuery.raw(`insert into sales_statistics (area, use_class, body) values ${rows.join(', ')}`, values));
    }
    for (const summary of summaries)
      await trx
        .insertInto('roll_statistics')
        .values({ tax_year: summary.year, body: JSON.stringify(summary) })
        .execute();
    await trx
      .insertInto('statistics_state')
      .values({ id: STORED_ROW, roll_changes: at, computed_at: new Date().toISOString(), first_month: trends.firstMonth, last_month: trends.lastMonth })
      .execute();
  });
  return (performance.now() - started) / 1000;
}

/** Runs a refresh of the stored figures; the server gives one that runs in a child process. */
export type StatisticsRefresher = (database: Database) => Promise<unknown>;

// In-process by default (the tests, the command-line tools); the server replaces it at start.
let refresher: StatisticsRefresher = refreshStatistics;

export function useStatisticsRefresher(run: StatisticsRefresher): void {
  refresher = run;
}

interface State {
  at: string;
  computedAt: string;
  firstMonth: string | null;
  lastMonth: string | null;
}

/** The stored figures' state, and whether they are those of another roll than the one loaded now. */
interface Current {
  state: State;
  stale: boolean;
}

/** What this process last saw stored, the refresh it runs, and when it last asked for the claim. */
const known = new WeakMap<Database, { state: State | null; refreshing: Promise<unknown> | null; askedAt: number }>();

function entryOf(database: Database) {
  let entry = known.get(database);
  if (!entry) known.set(database, (entry = { state: null, refreshing: null, askedAt: 0 }));
  return entry;
}

/** Starts the one refresh of stale figures, unless this process runs one or asked a moment ago. */
function startRefresh(database: Database, at: string, log: (error: unknown) => void): void {
  const entry = entryOf(database);
  if (entry.refreshing || Date.now() - entry.askedAt < RECLAIM_MS) return;
  entry.askedAt = Date.now();
  entry.refreshing = runClaimed(database, 'statistics_state', at, CLAIM_MS, () => refresher(database))
    .catch(log)
    .finally(() => (entry.refreshing = null));
}

const logRefreshError = (error: unknown) => console.error('the statistics could not be computed', error);

/** The stored figures, fresh or stale; a refresh is started when they are stale. Throws NotReadyError when none can be served. */
async function currentState(database: Database): Promise<Current> {
  const entry = entryOf(database);
  const at = await stamp(database);
  if (entry.state?.at === at) return { state: entry.state, stale: false };
  const row = await database.db
    .selectFrom('statistics_state')
    .select(['roll_changes', 'computed_at', 'first_month', 'last_month'])
    .where('id', '=', STORED_ROW)
    .executeTakeFirst();
  const state: State | null = row ? { at: row.roll_changes, computedAt: row.computed_at, firstMonth: row.first_month, lastMonth: row.last_month } : null;
  if (state?.at === at) {
    entry.state = state;
    return { state, stale: false };
  }
  startRefresh(database, at, logRefreshError);
  // Figures of another format cannot be read by this release's schemas; none at all, nothing to serve.
  if (state === null || !state.at.startsWith(`${FORMAT}:`)) {
    throw new NotReadyError('The statistics are being computed from the roll just loaded. Please try again in a few seconds.', RETRY_AFTER_SECONDS);
  }
  return { state, stale: true };
}

/** Starts a refresh if the stored figures are not those of the roll (the server calls it at start). */
export async function refreshStatisticsIfStale(database: Database): Promise<void> {
  await currentState(database).catch((error: unknown) => {
    if (!(error instanceof NotReadyError)) throw error;
  });
}

/** Resolves once the stored figures are those of the roll as it is now (waiting for the refresh, wherever it runs). */
export async function statisticsReady(database: Database): Promise<void> {
  for (;;) {
    const current = await currentState(database).catch((error: unknown) => {
      if (error instanceof NotReadyError) return null;
      throw error;
    });
    if (current && !current.stale) return;
    const running = entryOf(database).refreshing;
    if (running) await running;
    else await new Promise((done) => setTimeout(done, 250));
  }
}

/** A statistics answer, and the time its figures were computed when they are of an earlier roll than the one loaded now. */
export interface StatisticsAnswer<T> {
  body: T;
  /** null: computed from the roll as it is now. */
  staleSince: string | null;
}

function monthOf(figures: MonthFigures): SalesMonth {
  const [month, sales, medianPrice, meanPrice, medianPricePerSqFt] = figures;
  return { month, sales, medianPrice, meanPrice, medianPricePerSqFt, change12Months: null };
}

/** The months of an area and use class from `from` to `to` (default: the ten years up to the latest sale). */
export async function salesStatistics(database: Database, query: SalesStatisticsQuery): Promise<StatisticsAnswer<{ area: Area; months: SalesMonth[] }>> {
  const { state, stale } = await currentState(database);
  const area = await areaOf(database, state, query.area);
  return { body: { area, months: await monthsOf(database, state, query, area) }, staleSince: stale ? state.computedAt : null };
}

/** Every area of the roll but the county, with its name and its sales of the ten years, as JSON text. */
export async function statisticsAreasText(database: Database): Promise<StatisticsAnswer<string>> {
  const { state, stale } = await currentState(database);
  const kept = areaTexts.get(database);
  if (kept?.at === state.at) return { body: kept.text, staleSince: stale ? state.computedAt : null };
  const text = JSON.stringify((await storedAreas(database, state)).list);
  areaTexts.set(database, { at: state.at, text });
  return { body: text, staleSince: stale ? state.computedAt : null };
}
const areaTexts = new WeakMap<Database, { at: string; text: string }>();

/** The stored areas of the figures stamped `at`, indexed by what names them: read once a stamp per process. */
const areaIndexes = new WeakMap<Database, { at: string; list: StatisticsArea[]; index: AreaIndex }>();

async function storedAreas(database: Database, state: State): Promise<{ list: StatisticsArea[]; index: AreaIndex }> {
  const kept = areaIndexes.get(database);
  if (kept?.at === state.at) return kept;
  const row = await database.db
    .selectFrom('sales_statistics')
    .select('body')
    .where('area', '=', AREA_LIST_KEY.area)
    .where('use_class', '=', AREA_LIST_KEY.useClass)
    .executeTakeFirst();
  const list = row ? (JSON.parse(row.body) as StatisticsArea[]) : [];
  const entry = { at: state.at, list, index: indexAreas(list) };
  areaIndexes.set(database, entry);
  return entry;
}

/** The area a request names, by name or code (a 400 naming `area` when it is none of the roll's). */
async function areaOf(database: Database, state: State, text: string): Promise<Area> {
  return resolveArea((await storedAreas(database, state)).index, text);
}

async function monthsOf(database: Database, state: State, query: SalesStatisticsQuery, named: Area): Promise<SalesMonth[]> {
  const area = formatArea(named);
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
    // A change compares two medians, each of enough sales to stand for its month (decision 118).
    if (entry.medianPrice !== null && entry.sales >= MIN_SALES && yearBefore && yearBefore[1] >= MIN_SALES) {
      entry.change12Months = percentChange(entry.medianPrice, yearBefore[2]);
    }
    months.push(entry);
  }
  return months;
}

/** Answers kept per process, as sent: the same area, use and months ask for the same text until the figures change. */
const answers = new WeakMap<Database, { at: string; texts: Map<string, string>; chars: number }>();
const MAX_ANSWERS = 10_000;
/**
 * And at most this much text: any range of months may be asked for, so a count alone would let
 * ten thousand ten-year answers (about 15 KB each) hold 150 MB. The default ten years of every series
 * of the full county (2,158 of them) fit.
 */
const MAX_ANSWER_CHARS = 40_000_000;

/** The key an answer is kept by: the area as read, not as typed ("county", " County " and "COUNTY" are one answer). */
export function answerKey(area: Area, query: SalesStatisticsQuery): string {
  return `${formatArea(area)}|${query.use}|${query.from ?? ''}|${query.to ?? ''}`;
}

/** salesStatistics as JSON text, kept once made (most requests ask for the default ten years of an area). */
export async function salesStatisticsText(database: Database, query: SalesStatisticsQuery): Promise<StatisticsAnswer<string>> {
  const { state, stale } = await currentState(database);
  // Kept per stored stamp: stale figures are kept too, until the refreshed ones are read.
  let kept = answers.get(database);
  if (kept?.at !== state.at) answers.set(database, (kept = { at: state.at, texts: new Map(), chars: 0 }));
  // Kept by the area read, not the text asked, so that names and codes of one area share one answer
  // and texts that name no area keep nothing: at most one answer per area, use and range asked.
  const area = await areaOf(database, state, query.area);
  const key = answerKey(area, query);
  let text = kept.texts.get(key);
  if (text === undefined) {
    text = JSON.stringify(await monthsOf(database, state, query, area));
    // The oldest answers go first (a Map keeps its keys in the order they were set).
    for (const [oldKey, oldText] of kept.texts) {
      if (kept.texts.size < MAX_ANSWERS && kept.chars + text.length <= MAX_ANSWER_CHARS) break;
      kept.texts.delete(oldKey);
      kept.chars -= oldText.length;
    }
    kept.texts.set(key, text);
    kept.chars += text.length;
  }
  return { body: text, staleSince: stale ? state.computedAt : null };
}

/** The stored summary of a year (default: the newest year the roll holds values for), as JSON text. */
export async function rollStatisticsText(database: Database, year: number | undefined): Promise<StatisticsAnswer<string>> {
  const { state, stale } = await currentState(database);
  let query = database.db.selectFrom('roll_statistics').select('body');
  query = year === undefined ? query.orderBy('tax_year', 'desc').limit(1) : query.where('tax_year', '=', year);
  const row = await query.executeTakeFirst();
  if (!row) {
    if (year === undefined) throw new NotFoundError('The roll holds no values yet.');
    throw new InvalidInputError(`year: the roll holds no values for ${year}`, 'year');
  }
  return { body: row.body, staleSince: stale ? state.computedAt : null };
}

/** The roll's summary of a year (default: the newest year it holds values for). */
export async function rollStatistics(database: Database, year: number | undefined): Promise<StatisticsAnswer<RollStatistics>> {
  const { body, staleSince } = await rollStatisticsText(database, year);
  return { body: JSON.parse(body) as RollStatistics, staleSince };
}
