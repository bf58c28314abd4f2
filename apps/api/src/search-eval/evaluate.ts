import type { FastifyInstance } from 'fastify';
import type { SmartSearchResult } from '@county/shared/search';
import type { CorpusCase } from './corpus-case.ts';

// Runs corpus cases through the smart box's HTTP route, as the web page asks it, and says which
// were found: on the first page of the group the box lists, or the card it opens at once. A typo
// counts when the box's 'Did you mean' search (one click) finds it, or when the box already shows
// the results of its correction ('Showing results for').

export interface CaseOutcome {
  case: CorpusCase;
  found: boolean;
  /** What the box answered, in short, for comparing databases and for --verbose. */
  answer: string;
}

async function ask(app: FastifyInstance, q: string, lang?: string): Promise<SmartSearchResult> {
  const response = await app.inject({ url: `/api/QuickSearch/GetSmartSearchInfo?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}` });
  if (response.statusCode !== 200) throw new Error(`${q}: HTTP ${response.statusCode} ${response.body}`);
  return response.json<SmartSearchResult>();
}

/** A page case: one of its pages among the first three, in the language asked for. */
const PAGES_LOOKED_AT = 3;

function hits(c: CorpusCase, r: SmartSearchResult): boolean {
  if (c.pages) {
    return r.pages.slice(0, PAGES_LOOKED_AT).some((p) => c.pages!.includes(p.href) && p.language === (c.lang ?? 'en'));
  }
  const parcels = new Set(c.parcels ?? []);
  const accounts = new Set(c.accounts ?? []);
  if (r.open) {
    const id = /pid=([^&]+)/.exec(r.open)?.[1] ?? '';
    const acct = decodeURIComponent(/acct=([^&]+)/.exec(r.open)?.[1] ?? '');
    return parcels.has(id) || accounts.has(acct);
  }
  return r.rows.some((row) => parcels.has(row.parcelId)) || r.tangibleRows.some((row) => accounts.has(row.account));
}

function summary(r: SmartSearchResult): string {
  if (r.open) return `open ${r.open}`;
  const first = r.rows
    .slice(0, 3)
    .map((x) => x.parcelId)
    .concat(r.tangibleRows.slice(0, 3).map((x) => x.account));
  const pages = r.pages.length > 0 ? ` pages ${r.pages.map((p) => `${p.href}(${p.language})`).join(' ')}` : '';
  return `${r.kind} ${r.totalCount} [${first.join(' ')}]${pages} groups ${r.groups.map((g) => `${g.kind}:${g.count}`).join(',')} dym ${r.didYouMean?.q ?? r.choices[0]?.q ?? '-'}${r.correction ? ` fixed ${r.correction.q}` : ''}`;
}

export async function evaluateCases(app: FastifyInstance, cases: CorpusCase[]): Promise<CaseOutcome[]> {
  const out: CaseOutcome[] = [];
  for (const c of cases) {
    const r = await ask(app, c.q, c.lang);
    let found = hits(c, r);
    let answer = summary(r);
    // A name typo's likeliest correction is the first of its choices when none is clearly best.
    const offered = r.didYouMean?.q ?? r.choices[0]?.q;
    if (!found && c.viaDidYouMean && offered) {
      const again = await ask(app, offered);
      found = hits(c, again);
      answer += ` -> ${summary(again)}`;
    }
    out.push({ case: c, found, answer });
  }
  return out;
}

/** Found share per kind and overall. */
export function shares(outcomes: CaseOutcome[]): { kind: string; found: number; total: number }[] {
  const byKind = new Map<string, { found: number; total: number }>();
  for (const o of outcomes) {
    const k = byKind.get(o.case.kind) ?? { found: 0, total: 0 };
    k.total++;
    if (o.found) k.found++;
    byKind.set(o.case.kind, k);
  }
  const all = { kind: 'overall', found: outcomes.filter((o) => o.found).length, total: outcomes.length };
  return [...[...byKind].map(([kind, v]) => ({ kind, ...v })), all];
}
