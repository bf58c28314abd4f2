import { codeTableRows } from '../code-tables.ts';
import { LATEST_TAX_YEAR } from '../../codes/taxing-authorities.ts';
import { KIND_DRAW, kindNamed } from './kinds.ts';
import { LandGrid } from './land-grid.ts';
import { generateGroup, planGroup } from './group.ts';
import type { GroupPlan } from './group-plan.ts';
import type { CountyState, Emit } from './state.ts';
import { Random } from './random.ts';
import { generateTpp } from './tpp.ts';

// The generation loop, independent of where rows go: into the database on this thread, or to a
// worker's parent in batches.

export interface CountySize {
  parcels: number;
  tpp: number;
  seed: number;
}

/**
 * The generated county's refresh date. Fixed rather than today's date, so that the same seed and
 * sizes always give the same database (docs/decisions/0010-county-data.md).
 */
export const GENERATED_REFRESH_DATE = '2026-11-20';

/** Emits every row of the county in order; `pause` is awaited between groups with the count so far. */
export async function produceCounty(size: CountySize, emit: Emit, pause: (done: number) => Promise<void>): Promise<void> {
  for (const [table, rows] of codeTableRows()) for (const row of rows) emit(table, row);
  const state: CountyState = {
    random: new Random(size.seed),
    emit,
    rollYear: LATEST_TAX_YEAR,
    refreshDate: GENERATED_REFRESH_DATE,
    usedSubdivisions: new Set(),
    acreageLots: new Map(),
    commercialSites: [],
    homeSites: [],
    homesSeen: 0,
    land: new LandGrid(),
    streetIds: 0,
    outsideBox: 0,
  };
  // First lay the county out as groups (a few thousand small records), then make the parcels in
  // ascending id order: every table's key starts with the parcel id, so the database appends
  // instead of inserting all over its indexes, which is what makes the full county load fast.
  const plans: GroupPlan[] = [];
  let planned = 0;
  while (planned < size.parcels) {
    // The showcase subdivision first, then a commercial strip so that even a tiny county has a
    // business parcel for tangible accounts, then groups drawn by the county's mix.
    const index = plans.length;
    const kind = index === 0 ? kindNamed('single-family') : index === 1 ? kindNamed('commercial') : KIND_DRAW.draw(state.random);
    const wanted = Math.min(state.random.int(kind.size[0], kind.size[1]), size.parcels - planned);
    const plan = planGroup(state, kind, wanted, index === 0);
    if (!plan) continue;
    plans.push(plan);
    planned += plan.count;
  }
  plans.sort((a, b) => (a.str + a.subCode < b.str + b.subCode ? -1 : a.str + a.subCode > b.str + b.subCode ? 1 : 0));
  const acreageNext = new Map<string, number>();
  let made = 0;
  for (const plan of plans) {
    generateGroup(state, plan, acreageNext);
    made += plan.count;
    await pause(made);
  }
  for (let i = 0; i < size.tpp; i++) {
    generateTpp(state, i);
    if (i % 1_000 === 999) await pause(size.parcels + i + 1);
  }
  emit('meta', ['data_refresh_date', GENERATED_REFRESH_DATE]);
  emit('meta', ['tax_year', String(LATEST_TAX_YEAR)]);
  await pause(size.parcels + size.tpp);
}
