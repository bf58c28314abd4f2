import type { Lang } from '@county/shared';
import type { BoxKind, PageHit, SmartSearchResult } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { arrayRows, join, q } from '../../db/statements.ts';
import { runTangible } from '../plans/tangible.ts';
import { runPlan, type PageRequest } from '../run/run-plan.ts';
import { nearMiss } from './near-miss.ts';
import { clearlyBest } from './name-typos.ts';
import { smartAnswer } from './smart-box.ts';
import type { PageFinder } from '../pages/site-pages.ts';

// The search box's answer, as the JSON text that is sent: the chosen reading's page, the groups
// the text matched, near misses when nothing did, and the card to open at once when the text named
// exactly one parcel or account. Beside the parcel groups, the site's own pages about the text
// (search/pages/): they answer when no parcel does ('homestead deadline', 'sales statistics').

export interface BoxQuestion extends PageRequest {
  q: string;
  as?: BoxKind;
  /** Search the text as typed, not its correction. */
  exact?: boolean;
  /** The page's language: the pages found are described in it. */
  lang?: Lang;
}

export interface BoxAnswer {
  /** The kind of search that answered (the usage figures count it). */
  kind: BoxKind;
  json: string;
}

/** The 'Pages' group's label; the web names it in the page's language as it does the others. */
const PAGES_LABEL = 'Pages';

/** The answer's JSON with the rows runPlan already wrote as JSON text spliced in last. */
function withRows(result: Omit<SmartSearchResult, 'rows'>, rows: string): string {
  return `${JSON.stringify(result).slice(0, -1)},"rows":${rows}}`;
}

export async function boxAnswer(database: Database, question: BoxQuestion, findPages?: PageFinder): Promise<BoxAnswer> {
  const lang = question.lang ?? 'en';
  let pages = findPages ? findPages(question.q, lang, false) : [];
  const first = await smartAnswer(database, question.q, question.as === 'page' ? undefined : question.as);
  let { choice, groups } = first;
  const { readings } = first;
  // Nothing on the roll: misspelt words may still be a page's ('homstead deadlin').
  if (findPages && pages.length === 0 && groups.length === 0) pages = findPages(question.q, lang, true);
  // Words that are a page of the site and nothing on the roll are not a misspelt name: no near misses.
  if (pages.length > 0 && (groups.length === 0 || question.as === 'page')) return pagesAnswer(question, groups, pages);
  const near = groups.length > 0 ? null : await nearMiss(database, question.q, readings);
  // A misspelt name with one clearly best correction is answered at once with that correction's
  // results (the page offers the text as typed); otherwise its corrections are choices.
  const best = near?.nameWon && !question.exact ? clearlyBest(near.names) : null;
  if (best) ({ choice, groups } = await smartAnswer(database, best.q, 'owner'));
  const extra = {
    groups: groupsOf(groups, pages),
    pages,
    didYouMean: best ? null : (near?.didYouMean ?? null),
    choices: best || !near?.nameWon ? [] : near.names.map((n) => ({ q: n.q, label: n.q, count: n.count })),
    correction: best ? { q: best.q, typed: question.q.trim() } : null,
    nearby: near?.nearby ?? [],
    hint: near?.hint ?? null,
    open: null as string | null,
  };
  if (choice.kind === 'tangible') {
    const tangibleSort = question.sortBy === 'Address' ? 'Address' : undefined;
    const page = await runTangible(database, choice.plan, { ...question, sortBy: tangibleSort }, choice.total);
    if (page.total === 1 && groups.length === 1 && choice.reading.label === 'Business accounts')
      extra.open = `/tangiblecard?acct=${encodeURIComponent(page.rows[0]!.account)}`;
    const result: SmartSearchResult = {
      kind: choice.kind,
      understoodAs: choice.plan.understoodAs,
      totalCount: page.total,
      rows: [],
      tangibleRows: page.rows,
      ...extra,
    };
    return { kind: choice.kind, json: JSON.stringify(result) };
  }
  const page = await runPlan(database, choice.plan, question, choice.total);
  // An exact single hit opens its card: a whole id or a sale document always, a numbered address
  // when nothing else matched. Names match from their start, so one owner is a list.
  const numbered = choice.kind === 'address' && choice.reading.address?.number != null;
  const exact = choice.kind === 'parcel' || choice.kind === 'sale' || (numbered && groups.length === 1);
  if (page.total === 1 && exact && !question.as) extra.open = `/propertycard?pid=${page.parcelIds[0]}`;
  const legalDescriptions = LOT_KINDS.has(choice.kind) ? await legalDescriptionsOf(database, page.parcelIds) : undefined;
  const json = withRows(
    { kind: choice.kind, understoodAs: choice.plan.understoodAs, totalCount: page.total, tangibleRows: [], ...extra, legalDescriptions },
    page.json,
  );
  return { kind: choice.kind, json };
}

/** Searches whose parcels a person tells apart by lot and block, so their legal descriptions are listed. */
const LOT_KINDS = new Set<BoxKind>(['legal', 'subdivision']);

/**
 * The page's legal descriptions, read by id beside the rows rather than kept in every row: the rows'
 * text is shared by every search and copied in memory (memory/page-rows.ts), and only these need it.
 */
async function legalDescriptionsOf(database: Database, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const found = await arrayRows<[string, string | null]>(database, q`select parcel_id, legal_description from parcels where parcel_id in (${join(ids)})`);
  return Object.fromEntries(found.filter(([, legal]) => legal).map(([id, legal]) => [id, legal!]));
}

function groupsOf(groups: Awaited<ReturnType<typeof smartAnswer>>['groups'], pages: PageHit[]): SmartSearchResult['groups'] {
  const out: SmartSearchResult['groups'] = groups.map((g) => ({ kind: g.reading.kind, label: g.reading.label, count: g.total }));
  if (pages.length > 0) out.push({ kind: 'page', label: PAGES_LABEL, count: pages.length });
  return out;
}

/** The site's pages listed: nothing on the roll matched, or the person picked the 'Pages' group. */
function pagesAnswer(question: BoxQuestion, groups: Awaited<ReturnType<typeof smartAnswer>>['groups'], pages: PageHit[]): BoxAnswer {
  const result: SmartSearchResult = {
    kind: 'page',
    understoodAs: `pages of this site about "${question.q.trim()}"`,
    totalCount: pages.length,
    rows: [],
    tangibleRows: [],
    groups: groupsOf(groups, pages),
    pages,
    didYouMean: null,
    choices: [],
    correction: null,
    nearby: [],
    hint: null,
    open: null,
  };
  return { kind: 'page', json: JSON.stringify(result) };
}
