import type { SearchKind } from '@county/shared/search';
import type { Database } from '../../db/database.ts';
import { NOTHING, parcelPlan } from '../plans/parcel-plans.ts';
import type { SearchPlan } from '../plans/conditions.ts';
import { readingsOf } from './readings.ts';
import type { Reading } from './reading.ts';
import { countPlan } from '../run/run-plan.ts';
import { countTangible, type TangiblePlan } from '../plans/tangible.ts';

// The one search box: every reading of the text is counted; those that find something become the
// groups of the answer, best first, and the chosen one (the best, or the one named by `as`) is
// listed. When none finds anything the likeliest reading answers empty, so 'no results for ...'
// names what the person most probably meant, and near misses are looked for (near-miss.ts).

export type SmartChoice =
  | { kind: Exclude<SearchKind, 'tangible'>; plan: SearchPlan; total: number; reading: Reading }
  | { kind: 'tangible'; plan: TangiblePlan; total: number; reading: Reading };

export interface SmartAnswer {
  choice: SmartChoice;
  /** Readings that found something, best first, with their counts. */
  groups: { reading: Reading; total: number }[];
  /** Every reading, likeliest first (for near misses). */
  readings: Reading[];
}

async function countReading(database: Database, r: Reading): Promise<number> {
  if (r.known !== undefined) return r.known;
  if (r.tangible) return countTangible(database, r.tangible);
  return countPlan(database, r.parcel!);
}

function choiceOf(reading: Reading, total: number): SmartChoice {
  return reading.tangible
    ? { kind: 'tangible', plan: reading.tangible, total, reading }
    : ({ kind: reading.kind, plan: reading.parcel!, total, reading } as SmartChoice);
}

export async function smartAnswer(database: Database, q: string, as?: SearchKind): Promise<SmartAnswer> {
  const readings = (await readingsOf(database, q)).sort((a, b) => b.priority - a.priority);
  const groups: SmartAnswer['groups'] = [];
  for (const reading of readings) {
    const total = await countReading(database, reading);
    // One group per kind: the likeliest reading of a kind speaks for it.
    if (total > 0 && !groups.some((g) => g.reading.kind === reading.kind)) groups.push({ reading, total });
  }
  const picked = (as && groups.find((g) => g.reading.kind === as)) || groups[0];
  if (picked) return { choice: choiceOf(picked.reading, picked.total), groups, readings };
  const likeliest = readings[0] ?? { kind: 'owner', label: 'Owners', priority: 0, parcel: emptyPlan(q) };
  return { choice: choiceOf(likeliest, 0), groups, readings };
}

function emptyPlan(q: string): SearchPlan {
  return parcelPlan([NOTHING], `"${q.trim()}"`, 'ParcelID');
}

/** The chosen search alone (the CSV export of the box). */
export async function smartChoice(database: Database, q: string, as?: SearchKind): Promise<SmartChoice> {
  return (await smartAnswer(database, q, as)).choice;
}
