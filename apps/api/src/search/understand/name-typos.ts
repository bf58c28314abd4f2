import { sql } from 'kysely';
import { searchKey } from '@county/shared/search-keys';
import type { Database } from '../../db/database.ts';
import { rows } from '../../db/statements.ts';
import { ownerPlan } from '../plans/parcel-plans.ts';
import { countPlan } from '../run/run-plan.ts';
import { hasTerm, similarity, similarTerms } from './vocabulary.ts';

// Typos in whole names (issue 33, decision 29): 'Baily Donald', 'Gacria Andrew'. Each word the
// roll's owner vocabulary does not know gets its nearest owner words, found as decision 26 finds
// one word's (the trigram index), plus the words one slip away (a letter dropped, doubled,
// replaced or two swapped), looked up exactly: a swap shares too few trigrams with the right word
// for either database's trigram index to offer it ('GACRIA' and 'GARCIA' share none in FTS5).
// The combinations are then counted as owner searches, and only those that find someone are kept.

export interface NameCorrection {
  /** The corrected name, as the box searches it. */
  q: string;
  count: number;
  /** Letters changed over all words (Damerau distance): fewer is likelier. */
  edits: number;
}

const CHOICES_PER_WORD = 3;
const MAX_WORDS = 4;
const MAX_COMBINATIONS = 27;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Every word one slip from this one. */
function oneSlipAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) out.add(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of ALPHABET) {
      if (i < word.length) out.add(word.slice(0, i) + c + word.slice(i + 1));
      out.add(word.slice(0, i) + c + word.slice(i));
    }
  }
  out.delete(word);
  return [...out];
}

/** Longer words are not names a person misspells by one slip, and their slips would be thousands. */
const MAX_SLIP_WORD = 20;

async function knownSlips(database: Database, word: string): Promise<{ term: string; n: number }[]> {
  if (word.length > MAX_SLIP_WORD) return [];
  const found = await rows(
    database,
    sql<{ term: string; n: number | string }>`select term, n from search_terms where kind = 'owner_word' and term in (${sql.join(oneSlipAway(word))})`,
  );
  return found.map((r) => ({ term: r.term, n: Number(r.n) }));
}

/** A word's spellings to try: itself when the roll knows it, else its nearest owner words. */
async function choicesFor(database: Database, word: string): Promise<{ term: string; edits: number }[]> {
  if (word.length < 3 || /[^A-Z]/.test(word) || (await hasTerm(database, 'owner_word', word))) return [{ term: word, edits: 0 }];
  const near = new Map<string, number>();
  for (const t of [...(await similarTerms(database, 'owner_word', word, CHOICES_PER_WORD * 2)), ...(await knownSlips(database, word))]) near.set(t.term, t.n);
  // A short word allows one slip, a longer one two.
  const allowed = word.length <= 5 ? 1 : 2;
  return [...near]
    .map(([term, n]) => ({ term, n, edits: editDistance(word, term), score: similarity(word, term) }))
    .filter((c) => c.edits <= allowed)
    .sort((a, b) => a.edits - b.edits || b.score - a.score || b.n - a.n || (a.term < b.term ? -1 : 1))
    .slice(0, CHOICES_PER_WORD);
}

/**
 * The whole-name corrections of a text that find someone, likeliest first (fewest edits, then the
 * most parcels): none when every word is already on the roll or a word has no near spelling.
 */
export async function nameCorrections(database: Database, text: string): Promise<NameCorrection[]> {
  const words = searchKey(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || !words.some((w) => /^[A-Z]{3,}$/.test(w))) return [];
  const perWord: { term: string; edits: number }[][] = [];
  for (const w of words) perWord.push(await choicesFor(database, w));
  if (perWord.some((c) => c.length === 0) || perWord.every((c) => c[0]!.edits === 0)) return [];
  let combinations = [{ words: [] as string[], edits: 0 }];
  for (const choices of perWord) combinations = combinations.flatMap((c) => choices.map((x) => ({ words: [...c.words, x.term], edits: c.edits + x.edits })));
  const tried = combinations.sort((a, b) => a.edits - b.edits).slice(0, MAX_COMBINATIONS);
  const found: NameCorrection[] = [];
  for (const c of tried) {
    const q = c.words.join(' ');
    const count = await countPlan(database, ownerPlan(q));
    if (count > 0) found.push({ q, count, edits: c.edits });
  }
  return found.sort((a, b) => a.edits - b.edits || b.count - a.count || (a.q < b.q ? -1 : 1)).slice(0, 3);
}

/** One correction is clearly best when it is the only one or needs fewer edits than any other. */
export function clearlyBest(corrections: NameCorrection[]): NameCorrection | null {
  const [best, next] = corrections;
  return best && (!next || best.edits < next.edits) ? best : null;
}
