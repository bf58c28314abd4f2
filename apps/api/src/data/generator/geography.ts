import type { Random } from './random.ts';

// A simple survey grid over Orange County: townships 20S-24S from north to south and ranges
// 27E-34E from west to east, each six miles square, with sections numbered in the usual
// back-and-forth order (1 in the north-east corner, 6 in the north-west, 7 below 6 ...). Downtown
// Orlando falls in T22S R29E as in reality, so a parcel's section-township-range follows from its
// position.

const NORTH = 28.79; // north edge of township 20S
const WEST = -81.66; // west edge of range 27E
const TOWNSHIP_DEG = 0.087; // six miles of latitude
const RANGE_DEG = 0.099; // six miles of longitude at 28.5 N

export interface Survey {
  section: number;
  township: number;
  range: number;
}

export function surveyOf(lat: number, lon: number): Survey {
  const tRow = Math.min(4, Math.max(0, Math.floor((NORTH - lat) / TOWNSHIP_DEG)));
  const rCol = Math.min(7, Math.max(0, Math.floor((lon - WEST) / RANGE_DEG)));
  const inT = (NORTH - lat) / TOWNSHIP_DEG - tRow;
  const inR = (lon - WEST) / RANGE_DEG - rCol;
  const row = Math.min(5, Math.max(0, Math.floor(inT * 6)));
  const col = Math.min(5, Math.max(0, Math.floor(inR * 6)));
  // Odd rows (counting from 0 at the north) run west to east; even rows east to west.
  const section = row % 2 === 0 ? row * 6 + (6 - col) : row * 6 + col + 1;
  return { section, township: 20 + tRow, range: 27 + rCol };
}

/** A point inside a box around a centre. */
export function pointNear(random: Random, lat: number, lon: number, size: number): [number, number] {
  return [round6(lat + random.range(-size, size)), round6(lon + random.range(-size, size))];
}

export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
