import type { Position } from 'geojson';

// Where the rings of one polygon first meet other than at the corner two neighbouring edges share
// (issue 43). turf's kinks compared every edge with every other and kept every crossing it found:
// a star-shaped ring of 7,001 points has millions, and the import ran out of memory. Here the edges
// are swept from west to east; each is compared only with the edges still open at its west end
// whose latitudes overlap its own, and the sweep stops at the first meeting. A ring that meets
// itself nowhere keeps a handful of edges open at a time, so a plain ring costs a sort.

type Point = [number, number];

/** Cross product of (b - a) and (c - a): its sign says on which side of a->b the point c lies. */
function side(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function within(p: number, a: number, b: number): boolean {
  return p >= Math.min(a, b) && p <= Math.max(a, b);
}

/** Where segments a-b and c-d meet (touching and overlapping count), or null. */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): Point | null {
  const d1 = side(c[0], c[1], d[0], d[1], a[0], a[1]);
  const d2 = side(c[0], c[1], d[0], d[1], b[0], b[1]);
  const d3 = side(a[0], a[1], b[0], b[1], c[0], c[1]);
  const d4 = side(a[0], a[1], b[0], b[1], d[0], d[1]);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const t = d1 / (d1 - d2);
    return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  }
  // An end of one lying on the other (a touch, or collinear segments that overlap).
  const on = (p: Point, q: Point, r: Point, s: number): boolean => s === 0 && within(p[0], q[0], r[0]) && within(p[1], q[1], r[1]);
  if (on(a, c, d, d1)) return a;
  if (on(b, c, d, d2)) return b;
  if (on(c, a, b, d3)) return c;
  if (on(d, a, b, d4)) return d;
  return null;
}

/**
 * The first point where two edges of the rings (each closed, no repeated consecutive points) meet,
 * other than the corner shared by consecutive edges of a ring; null when the rings are simple and
 * apart. Memory is a few numbers per edge, whatever the rings hold.
 */
export function firstCrossing(rings: Position[][]): Point | null {
  const total = rings.reduce((n, ring) => n + ring.length - 1, 0);
  const ringOf = new Int32Array(total);
  const indexOf = new Int32Array(total);
  const lengthOf = new Int32Array(total);
  const x0 = new Float64Array(total);
  const y0 = new Float64Array(total);
  const x1 = new Float64Array(total);
  const y1 = new Float64Array(total);
  let e = 0;
  rings.forEach((ring, r) => {
    for (let i = 0; i + 1 < ring.length; i++, e++) {
      ringOf[e] = r;
      indexOf[e] = i;
      lengthOf[e] = ring.length - 1;
      x0[e] = ring[i]![0]!;
      y0[e] = ring[i]![1]!;
      x1[e] = ring[i + 1]![0]!;
      y1[e] = ring[i + 1]![1]!;
    }
  });
  const west = (k: number): number => Math.min(x0[k]!, x1[k]!);
  const order = Array.from({ length: total }, (_, k) => k).sort((a, b) => west(a) - west(b));
  // Consecutive edges of a ring share a corner (the last and the first too): that is no crossing.
  const neighbours = (a: number, b: number): boolean => {
    if (ringOf[a] !== ringOf[b]) return false;
    const gap = Math.abs(indexOf[a]! - indexOf[b]!);
    return gap === 1 || gap === lengthOf[a]! - 1;
  };
  const open: number[] = [];
  for (const k of order) {
    const from = west(k);
    const low = Math.min(y0[k]!, y1[k]!);
    const high = Math.max(y0[k]!, y1[k]!);
    for (let i = open.length - 1; i >= 0; i--) {
      const o = open[i]!;
      if (Math.max(x0[o]!, x1[o]!) < from) {
        // Closed for good: every later edge starts further east.
        open[i] = open[open.length - 1]!;
        open.pop();
        continue;
      }
      if (Math.max(y0[o]!, y1[o]!) < low || Math.min(y0[o]!, y1[o]!) > high || neighbours(k, o)) continue;
      const met = segmentsMeet([x0[k]!, y0[k]!], [x1[k]!, y1[k]!], [x0[o]!, y0[o]!], [x1[o]!, y1[o]!]);
      if (met) return met;
    }
    open.push(k);
  }
  return null;
}
