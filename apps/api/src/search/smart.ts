import { searchKey } from '@county/shared/search-keys';
import type { SearchKind } from '@county/shared/search';
import type { Database } from '../db/database.ts';
import { parseAddress } from './address.ts';
import { cityNames } from './cities.ts';
import type { SearchPlan } from './plan.ts';
import { addressPlan, ownerPlan, parcelIdPlan, subdivisionPlan } from './plans.ts';
import { countPlan } from './run.ts';
import { countTangible, tangiblePlan, type TangiblePlan } from './tangible.ts';

// The one search box: guess what kind of text it received, most likely kind first, and take the
// first kind that finds something. When none does, the most likely kind answers (with no rows), so
// the 'no results' message names the search the person most probably meant.

export type SmartChoice =
  | { kind: Exclude<SearchKind, 'tangible'>; plan: SearchPlan; total: number }
  | { kind: 'tangible'; plan: TangiblePlan; total: number };

const COMPANY = /\b(LLC|L L C|INC|CORP|CORPORATION|CO|COMPANY|LTD|LP|LLP|PA|PLLC|TRUST|TRUSTEE|TR|TRS|ESTATE|ASSN|ASSOCIATION|BANK|CHURCH|FUND|HOLDINGS|PARTNERS|PARTNERSHIP|GROUP|PROPERTIES|INVESTMENTS|HOMES|REALTY|CITY OF|COUNTY|STATE OF|SCHOOL BOARD)\b/;
const SUBDIVISION = /\b(SUB|SUBDIVISION|ESTATES|ESTATE|PHASE|PH|UNIT|ADDITION|ADD|REPLAT|HEIGHTS|HILLS|MANOR|VILLAGE|VILLAS|CONDO|CONDOMINIUM|PARK|SECTION|SEC|PLAT|RESERVE|PRESERVE|LANDING|POINTE|SHORES|WOODS|LAKES|OAKS|GROVES)\b/;

/** Kinds to try, most likely first. */
export async function candidateKinds(database: Database, q: string): Promise<SearchKind[]> {
  const key = searchKey(q);
  if (/^[\d\s-]+$/.test(q.trim()) && /\d/.test(q)) return ['parcel', 'tangible', 'address'];
  if (/^[A-Z]{0,3}\d[\dA-Z-]*$/.test(key.replace(/ /g, '')) && !key.includes(' ')) return ['tangible', 'parcel', 'owner'];
  if (/^\d+[A-Z]?\s+\S/.test(key)) return ['address', 'owner', 'tangible', 'subdivision'];
  if (COMPANY.test(key)) return ['owner', 'tangible', 'subdivision', 'address'];
  const parsed = parseAddress(q, [...(await cityNames(database)).keys()]);
  if (parsed?.hasSuffix || parsed?.city || parsed?.zip) return ['address', 'owner', 'subdivision', 'tangible'];
  if (SUBDIVISION.test(key)) return ['subdivision', 'owner', 'address', 'tangible'];
  return ['owner', 'address', 'subdivision', 'tangible'];
}

async function choose(database: Database, kind: SearchKind, q: string): Promise<SmartChoice> {
  switch (kind) {
    case 'parcel': {
      const plan = parcelIdPlan(q);
      return { kind, plan, total: await countPlan(database, plan) };
    }
    case 'address': {
      const plan = await addressPlan(database, q);
      return { kind, plan, total: await countPlan(database, plan) };
    }
    case 'owner': {
      const plan = ownerPlan(q);
      return { kind, plan, total: await countPlan(database, plan) };
    }
    case 'subdivision': {
      const plan = subdivisionPlan(q);
      return { kind, plan, total: await countPlan(database, plan) };
    }
    case 'tangible': {
      const account = /^[A-Za-z0-9-]{1,20}$/.test(q.trim()) && /\d/.test(q);
      const plan = tangiblePlan(account ? { account: q.trim() } : { businessName: q });
      return { kind, plan, total: await countTangible(database, plan) };
    }
  }
}

export async function smartChoice(database: Database, q: string): Promise<SmartChoice> {
  const kinds = await candidateKinds(database, q);
  let first: SmartChoice | null = null;
  for (const kind of kinds) {
    const choice = await choose(database, kind, q);
    if (choice.total > 0) return choice;
    first ??= choice;
  }
  return first!;
}
