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
  /** The other words: the subdivision's name or part of it ('' when only a lot and a block were typed). */
  rest: string;
  /** The plat's book and page as a card writes them after the name ('ROSEMERE HEIGHTS 80/4 LOT 1'). */
  plat: { book: string; page: string } | null;
}

/**
 * Words of the subdivisions' names as legal descriptions and people shorten them ('ROSEMERE HTS'):
 * a name is looked up with them written out when the words as typed find none.
 */
const NAME_WORDS: Record<string, string> = {
  HTS: 'HEIGHTS',
  HGTS: 'HEIGHTS',
  EST: 'ESTATES',
  ESTS: 'ESTATES',
  ADD: 'ADDITION',
  ADDN: 'ADDITION',
  SUB: 'SUBDIVISION',
  SUBD: 'SUBDIVISION',
  VLG: 'VILLAGE',
  MNR: 'MANOR',
  PK: 'PARK',
  PL: 'PLACE',
  LK: 'LAKE',
  LKS: 'LAKES',
  HLS: 'HILLS',
  GDNS: 'GARDENS',
  SPGS: 'SPRINGS',
  TER: 'TERRACE',
  PT: 'POINT',
  SHRS: 'SHORES',
  WDS: 'WOODS',
  CTRY: 'COUNTRY',
  CLB: 'CLUB',
  REPL: 'REPLAT',
};

/** The name with its shortened words written out, or null when it has none. */
export function writtenOutName(key: string): string | null {
  const words = key.split(' ');
  if (!words.some((w) => NAME_WORDS[w])) return null;
  return words.map((w) => NAME_WORDS[w] ?? w).join(' ');
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
  if (lot === null && block === null) return null;
  // A card's legal description carries the plat's book and page as 'BOOK/PAGE' (a space in a key).
  // They follow the name ('KENSINGTON GARDENS PHASE 3 23/102'): the last two words, after at least one of the name.
  const at = rest.length >= 3 && /^\d{1,4}$/.test(rest.at(-2)!) && /^\d{1,4}$/.test(rest.at(-1)!) ? rest.length - 2 : -1;
  const plat = at > 0 ? { book: String(Number(rest[at])), page: String(Number(rest[at + 1])) } : null;
  if (plat) rest.splice(at, 2);
  if (rest.length === 0 && lot === null) return null;
  return { lot, block, rest: rest.join(' '), plat };
}

/** A legal description holds the word pair ('LOT 18'), whole, with the text's own spacing. */
function holds(pairs: string[]): Condition {
  return q`(${join(
    pairs.map((p) => q`(' ' || p.legal_description || ' ') like ${`% ${p} %`}`),
    ' or ',
  )})`;
}

/** The subdivisions a legal description names: by its words (written out if need be), on its plat when it gives one. */
async function subdivisionNames(database: Database, legal: LegalWords): Promise<string[]> {
  let names = (await termsByWords(database, 'subdivision', legal.rest, MAX_SUBDIVISIONS)).map((t) => t.term);
  const written = writtenOutName(legal.rest);
  if (names.length === 0 && written) names = (await termsByWords(database, 'subdivision', written, MAX_SUBDIVISIONS)).map((t) => t.term);
  if (!legal.plat) return names;
  const onPlat = new Set(await platNames(database, legal.plat.book, legal.plat.page));
  return names.filter((n) => onPlat.has(n));
}

/** The subdivisions recorded in a plat book's page. */
async function platNames(database: Database, book: string, page: string): Promise<string[]> {
  const prefix = platTerm(book, page, '');
  return (await termsByWords(database, 'plat', prefix, MAX_SUBDIVISIONS)).filter((t) => t.term.startsWith(prefix)).map((t) => t.term.slice(prefix.length));
}

export async function legalReadings(database: Database, key: string): Promise<Reading[]> {
  const plat = platBookAndPage(key);
  if (plat) {
    const names = await platNames(database, plat.book, plat.page);
    const where = `plat book ${plat.book}, page ${plat.page}`;
    const parcel = namedSubdivisionsPlan(names, `parcels in the subdivision recorded in ${where}`);
    return [{ kind: 'legal', label: `Plat book ${plat.book}, page ${plat.page}`, priority: 95, parcel }];
  }
  const legal = legalWords(key);
  if (!legal) return [];
  const names = legal.rest ? await subdivisionNames(database, legal) : null;
  if (names !== null && names.length === 0) return [];
  // Only a lot and a block ('LOT 12 BLK B'): those of every subdivision.
  const conditions = names ? [q`p.subdivision_key in (${join(names)})`] : [];
  const words: string[] = [];
  if (legal.lot !== null) {
    conditions.push(holds([`LOT ${legal.lot}`]));
    words.push(`LOT ${legal.lot}`);
  }
  if (legal.block !== null) {
    conditions.push(holds([`BLK ${legal.block}`, `BLOCK ${legal.block}`]));
    words.push(`BLK ${legal.block}`);
  }
  const named = names === null ? 'any subdivision' : names.length === 1 ? names[0] : `subdivisions named like "${legal.rest}"`;
  const where = legal.plat ? `${named} (plat book ${legal.plat.book}, page ${legal.plat.page})` : named;
  return [
    {
      kind: 'legal',
      label: 'Legal descriptions',
      // A pasted legal description (a name, its plat and a lot) is nothing else; a lot and block alone are no one's name.
      priority: legal.plat ? 98 : 85,
      parcel: parcelPlan(conditions, `parcels described as ${words.join(' ')} of ${where}`, 'ParcelID'),
    },
  ];
}
