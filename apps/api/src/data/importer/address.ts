import { STREET_SUFFIXES } from '../generator/names.ts';

// Splits a one-line situs address ('123 N ORANGE AVE') into the parts the parcel table keeps.

const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const SUFFIXES = new Set([...STREET_SUFFIXES, 'HWY', 'ROAD', 'STREET', 'AVENUE', 'DRIVE', 'BLVD', 'PT', 'RUN', 'ROW', 'SQ', 'XING', 'PATH', 'WALK', 'PASS', 'CV', 'BND', 'HTS', 'GRV', 'PLZ', 'ALY', 'EXPY', 'TPKE']);

export interface SitusParts {
  number: number | null;
  direction: string | null;
  street: string | null;
  suffix: string | null;
  postDirection: string | null;
}

export function splitAddress(line: string | null): SitusParts {
  const empty: SitusParts = { number: null, direction: null, street: null, suffix: null, postDirection: null };
  if (!line) return empty;
  const words = line.toUpperCase().trim().split(/\s+/);
  let number: number | null = null;
  if (words[0] && /^\d+$/.test(words[0])) number = Number(words.shift());
  let direction: string | null = null;
  if (words.length > 1 && DIRECTIONS.has(words[0] ?? '')) direction = words.shift() ?? null;
  let postDirection: string | null = null;
  if (words.length > 2 && DIRECTIONS.has(words.at(-1) ?? '')) postDirection = words.pop() ?? null;
  let suffix: string | null = null;
  if (words.length > 1 && SUFFIXES.has(words.at(-1) ?? '')) suffix = words.pop() ?? null;
  return { number, direction, street: words.length > 0 ? words.join(' ') : null, suffix, postDirection };
}

/** The unit of a second address line: 'UNIT 4', 'APT 4B', '#4' -> '4', '4B'. */
export function unitOf(line2: string | null): string | null {
  if (!line2) return null;
  const m = /^(?:UNIT|APT|STE|SUITE|#)\s*#?\s*(\S+)$/i.exec(line2.trim());
  return m ? (m[1] ?? null) : line2.trim();
}
