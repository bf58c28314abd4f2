import type { Database } from '../../db/database.ts';
import { join, q } from '../../db/statements.ts';
import type { Condition } from '../plans/conditions.ts';
import { namedSubdivisionsPlan, parcelPlan } from '../plans/parcel-plans.ts';
import type { Reading } from './reading.ts';
import { platTerm, termsByWords } from './vocabulary.ts';

// What a title examiner types: a plat's book and page ('PB 59 PG 132') and the words of a legal
// description ('LOT 18 BLK D OAK PINES'). Both start from the subdivision, found in the vocabulary,
// so the roll is read one subdivision's range of its index at a time, never whole.

const MAX_SUBDIVISIONS = 60;

/** 'PB 59 PG 132', 'Plat Book 59 Page 132', 'PB 59/132' (as a key: punctuation is a space). */
export function platBookAndPage(key: string): { book: string; page: string } | null {
  const m = /^(?:PB|P B|PLAT BOOK|PLAT BK|PLAT)\s*(\d{1,4})\s*(?:PG|PGS|PAGE|PAGES|P)?\s*(\d{1,4})$/.exec(key);
  return m ? { book: String(Number(m[1])), page: String(Number(m[2])) } : null;
}

export interface LegalWords {
  lot: string | null;
  block: string | null;
  /** The other words: the subdivision's name or part of it. */
  rest: string;
}

/** 'LOT 18 BLK D OAK PINES', 'OAK PINES LOT 18', 'BLOCK D LOT 7 EAGLE': a lot or block, and a name. */
export function legalWords(key: string): LegalWords | null {
  const words = key.split(' ');
  let lot: string | null = null;
  let block: string | null = null;
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (w === 'LOT' && next && lot === null) lot = /^\d+$/.test(next) ? String(Number(next)) : next;
    else if ((w === 'BLK' || w === 'BLOCK') && next && block === null) block = /^\d+$/.test(next) ? String(Number(next)) : next;
    else {
      rest.push(w);
      continue;
    }
    i++;
  }
  if ((lot === null && block === null) || rest.length === 0) return null;
  return { lot, block, rest: rest.join(' ') };
}

/** A legal description holds the word pair ('LOT 18'), whole, with the text's own spacing. */
function holds(pairs: string[]): Condition {
  return q`(${join(
    pairs.map((p) => q`(' ' || p.legal_description || ' ') like ${`% ${p} %`}`),
    ' or ',
  )})`;
}

export async function legalReadings(database: Database, key: string): Promise<Reading[]> {
  const plat = platBookAndPage(key);
  if (plat) {
    const prefix = platTerm(plat.book, plat.page, '');
    const names = (await termsByWords(database, 'plat', prefix, MAX_SUBDIVISIONS))
      .filter((t) => t.term.startsWith(prefix))
      .map((t) => t.term.slice(prefix.length));
    const where = `plat book ${plat.book}, page ${plat.page}`;
    const parcel = namedSubdivisionsPlan(names, `parcels in the subdivision recorded in ${where}`);
    return [{ kind: 'legal', label: `Plat book ${plat.book}, page ${plat.page}`, priority: 95, parcel }];
  }
  const legal = legalWords(key);
  if (!legal) return [];
  const names = (await termsByWords(database, 'subdivision', legal.rest, MAX_SUBDIVISIONS)).map((t) => t.term);
  if (names.length === 0) return [];
  const conditions = [q`p.subdivision_key in (${join(names)})`];
  const words: string[] = [];
  if (legal.lot !== null) {
    conditions.push(holds([`LOT ${legal.lot}`]));
    words.push(`LOT ${legal.lot}`);
  }
  if (legal.block !== null) {
    conditions.push(holds([`BLK ${legal.block}`, `BLOCK ${legal.block}`]));
    words.push(`BLK ${legal.block}`);
  }
  const where = names.length === 1 ? names[0] : `subdivisions named like "${legal.rest}"`;
  return [
    {
      kind: 'legal',
      label: 'Legal descriptions',
      priority: 85,
      parcel: parcelPlan(conditions, `parcels described as ${words.join(' ')} of ${where}`, 'ParcelID'),
    },
  ];
}
