import type { Row } from '../columns.ts';
import { Random } from './random.ts';

// Homeowners' associations of the generated county (issue 15). In Orange County nearly every
// subdivision of homes platted since about 1980 has a mandatory association (its covenants are
// recorded with the plat, so dues go with the deed); older neighbourhoods have at most a voluntary
// one, and gates are a feature of newer, dearer subdivisions. Each association draws from a
// generator seeded by its own plat key, so adding them left every other generated row as it was.

export interface AssociationGroup {
  /** Range, township, section and subdivision code: the first ten digits of its lots' ids. */
  platKey: string;
  subdivisionName: string | null;
  kind: string;
  /** Parcels of the group; one of them is the association's common area. */
  parcels: number;
  yearPlatted: number;
  /** The place's price level relative to the county (1 = typical). */
  priceLevel: number;
  showcase: boolean;
}

const HOME_KINDS = new Set(['single-family', 'townhome']);
/** Fewer lots than this make no association worth the name. */
const MIN_LOTS = 20;

function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A phase or addition belongs to the association of the subdivision it extends. */
function baseName(name: string): string {
  return name.replace(/ (PHASE \d+|SECTION \d+|FIRST ADDITION|REPLAT)$/, '');
}

/** The association row [plat_key, name, gated, mandatory, households], or null when there is none. */
export function associationOf(group: AssociationGroup): Row | null {
  if (!group.subdivisionName) return null;
  const households = Math.max(1, group.parcels - 1);
  // The showcase subdivision (1956) keeps a small voluntary association, so every seed has one.
  if (group.showcase) return [group.platKey, `${baseName(group.subdivisionName)} NEIGHBORHOOD ASSOCIATION`, 0, 0, households];
  if (!HOME_KINDS.has(group.kind) || group.parcels < MIN_LOTS) return null;
  const r = new Random(seedOf(group.platKey));
  const name = baseName(group.subdivisionName);
  if (group.yearPlatted < 1980) {
    return r.chance(0.35) ? [group.platKey, `${name} NEIGHBORHOOD ASSOCIATION`, 0, 0, households] : null;
  }
  const gatedChance = Math.min(0.6, 0.12 + 0.25 * Math.max(0, group.priceLevel - 1) + (group.yearPlatted >= 2000 ? 0.1 : 0));
  const suffix = group.kind === 'townhome' ? 'OWNERS ASSOCIATION' : 'HOMEOWNERS ASSOCIATION';
  return [group.platKey, `${name} ${suffix}`, r.chance(gatedChance) ? 1 : 0, 1, households];
}
