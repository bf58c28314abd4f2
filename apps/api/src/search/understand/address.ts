import { searchKey } from '@county/shared/search-keys';

// Reads an address as people type it ('123 n orange avenue unit 4, Orlando 32801') into the parts
// the roll stores. Suffixes and directions are folded to the postal abbreviations the roll uses,
// so 'Street' and 'St', 'North' and 'N' find the same parcels.

const SUFFIXES: Record<string, string> = {
  STREET: 'ST',
  ST: 'ST',
  STR: 'ST',
  AVENUE: 'AVE',
  AVE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  RD: 'RD',
  DRIVE: 'DR',
  DR: 'DR',
  BOULEVARD: 'BLVD',
  BLVD: 'BLVD',
  LANE: 'LN',
  LN: 'LN',
  COURT: 'CT',
  CT: 'CT',
  CIRCLE: 'CIR',
  CIR: 'CIR',
  PLACE: 'PL',
  PL: 'PL',
  TRAIL: 'TRL',
  TRL: 'TRL',
  TERRACE: 'TER',
  TER: 'TER',
  WAY: 'WAY',
  PARKWAY: 'PKWY',
  PKWY: 'PKWY',
  HIGHWAY: 'HWY',
  HWY: 'HWY',
  LOOP: 'LOOP',
  COVE: 'CV',
  CV: 'CV',
  RUN: 'RUN',
  POINT: 'PT',
  PT: 'PT',
  PATH: 'PATH',
  ROW: 'ROW',
  SQUARE: 'SQ',
  SQ: 'SQ',
  CROSSING: 'XING',
  XING: 'XING',
  BEND: 'BND',
  BND: 'BND',
  GLEN: 'GLN',
  GLN: 'GLN',
  PASS: 'PASS',
  ALLEY: 'ALY',
  ALY: 'ALY',
};

const DIRECTIONS: Record<string, string> = {
  N: 'N',
  NORTH: 'N',
  S: 'S',
  SOUTH: 'S',
  E: 'E',
  EAST: 'E',
  W: 'W',
  WEST: 'W',
  NE: 'NE',
  NORTHEAST: 'NE',
  NW: 'NW',
  NORTHWEST: 'NW',
  SE: 'SE',
  SOUTHEAST: 'SE',
  SW: 'SW',
  SOUTHWEST: 'SW',
};

const UNIT_WORDS = new Set(['UNIT', 'APT', 'APARTMENT', 'STE', 'SUITE', 'BLDG', 'NO', 'LOT', 'SP']);
const STATE_WORDS = new Set(['FL', 'FLORIDA']);

export interface ParsedAddress {
  number: number | null;
  direction: string | null;
  /** The street's key as the roll stores it ('ORANGE AVE'), or its beginning when no suffix was typed. */
  streetKey: string;
  /** True when a suffix was typed, so the key names the whole street. */
  hasSuffix: boolean;
  unit: string | null;
  city: string | null;
  zip: string | null;
}

/**
 * Parses typed text into address parts. `cities` are the roll's city names as keys ('WINTER PARK');
 * a city is recognised only at the end of the text, so 'Winter Park Rd' stays a street.
 */
export function parseAddress(input: string, cities: readonly string[]): ParsedAddress | null {
  // '#' after the street introduces a unit; keep it as a word before the key folds punctuation away.
  const words = searchKey(input.replace(/(\S)\s*#/g, '$1 UNIT '))
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return null;
  let zip: string | null = null;
  let city: string | null = null;
  if (words.length > 1 && /^\d{5}$/.test(words.at(-1)!)) zip = words.pop()!;
  if (words.length > 1 && /^\d{4}$/.test(words.at(-1)!) && /^\d{5}$/.test(words.at(-2)!)) {
    words.pop();
    zip = words.pop()!;
  }
  if (words.length > 1 && STATE_WORDS.has(words.at(-1)!)) words.pop();
  const tail = words.join(' ');
  // The longest city name that ends the text, so 'WINTER PARK' wins over a city called 'PARK'
  // (one pass: this runs for every search typed in the box).
  let cityWords = 0;
  for (const name of cities) {
    if ((city === null || name.length > city.length) && tail.endsWith(` ${name}`)) {
      const count = name.split(' ').length;
      if (words.length > count) {
        city = name;
        cityWords = count;
      }
    }
  }
  if (city) words.splice(words.length - cityWords, cityWords);
  let number: number | null = null;
  if (/^\d{1,6}$/.test(words[0]!)) number = Number(words.shift());
  let unit: string | null = null;
  const unitAt = words.findIndex((w, i) => i > 0 && UNIT_WORDS.has(w));
  if (unitAt > 0) {
    unit = words.slice(unitAt + 1).join(' ') || null;
    words.splice(unitAt);
  }
  let direction: string | null = null;
  if (words.length > 1 && DIRECTIONS[words[0]!]) direction = DIRECTIONS[words.shift()!]!;
  if (words.length > 1 && DIRECTIONS[words.at(-1)!]) words.pop(); // a post-direction adds nothing the key needs
  let hasSuffix = false;
  if (words.length > 1 && SUFFIXES[words.at(-1)!]) {
    words.push(SUFFIXES[words.pop()!]!);
    hasSuffix = true;
  }
  if (words.length === 0) return null;
  return { number, direction, streetKey: words.join(' '), hasSuffix, unit, city, zip };
}

/** Describes a parsed address in words, for 'no results for ...' and the smart search. */
export function describeAddress(a: ParsedAddress): string {
  const street = [a.number, a.direction, a.streetKey].filter((p) => p !== null && p !== '').join(' ');
  const unit = a.unit ? ` UNIT ${a.unit}` : '';
  const place = [a.city, a.zip].filter(Boolean).join(' ');
  return place ? `${street}${unit}, ${place}` : `${street}${unit}`;
}
