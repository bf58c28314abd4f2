import { describe, expect, it } from 'vitest';
import type { Position } from 'geojson';
import { firstCrossing, segmentsMeet } from '../../src/gis/ring-crossing.ts';
import { checkParcelGeometry, MAX_SHAPE_POINTS } from '../../src/gis/polygon-check.ts';

// Issue 43, item 2: the crossing check sweeps the edges and stops at the first meeting, so a star
// ring of 7,001 points (millions of crossings) is refused at once and a plain ring of 40,000 points
// costs a sort; the sweep agrees with comparing every pair of edges on random rings.

const CENTRE: [number, number] = [-81.3792, 28.5383];

/** A {n/step} star polygon: n points on a circle joined every `step`-th, so every edge crosses many others. */
function star(n: number, step: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * ((i * step) % n)) / n;
    ring.push([CENTRE[0] + 0.0003 * Math.cos(a), CENTRE[1] + 0.0003 * Math.sin(a)]);
  }
  return [...ring, ring[0]!];
}

function circle(n: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) ring.push([CENTRE[0] + 0.0003 * Math.cos((2 * Math.PI * i) / n), CENTRE[1] + 0.0003 * Math.sin((2 * Math.PI * i) / n)]);
  return [...ring, ring[0]!];
}

/** Every pair of edges compared, consecutive edges of a ring skipped: what the sweep must agree with. */
function anyMeeting(rings: Position[][]): boolean {
  const edges = rings.flatMap((ring, r) =>
    ring.slice(0, -1).map((p, i) => ({ r, i, n: ring.length - 1, a: p as [number, number], b: ring[i + 1] as [number, number] })),
  );
  for (let j = 0; j < edges.length; j++) {
    for (let k = j + 1; k < edges.length; k++) {
      const e = edges[j]!;
      const f = edges[k]!;
      if (e.r === f.r && (Math.abs(e.i - f.i) === 1 || Math.abs(e.i - f.i) === e.n - 1)) continue;
      if (segmentsMeet(e.a, e.b, f.a, f.b)) return true;
    }
  }
  return false;
}

/** A small random generator, seeded, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the crossing check', () => {
  it('refuses a star ring of 7,001 points, naming where it crosses', () => {
    const ring = star(7000, 3499);
    expect(ring).toHaveLength(7001);
    expect(firstCrossing([ring])).not.toBeNull();
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [ring] }).reason).toMatch(/^the polygon crosses itself near \(-81\.\d+, 28\.\d+\)$/);
  });

  it('accepts a plain ring of 40,000 points, and refuses one of more points than a parcel may have', () => {
    expect(firstCrossing([circle(40_000)])).toBeNull();
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [circle(40_000)] }).geometry?.coordinates[0]).toHaveLength(40_001);
    expect(checkParcelGeometry({ type: 'Polygon', coordinates: [circle(MAX_SHAPE_POINTS)] }).reason).toBe(
      `has ${(MAX_SHAPE_POINTS + 1).toLocaleString('en-US')} points, more than the ${MAX_SHAPE_POINTS.toLocaleString('en-US')} a parcel may have`,
    );
  });

  it('agrees with comparing every pair of edges on random rings (touching and overlapping count)', () => {
    const next = random(43);
    let crossing = 0;
    for (let trial = 0; trial < 3000; trial++) {
      // Points on a coarse grid, so that touches, shared points and collinear edges happen often.
      const rings = Array.from({ length: 1 + Math.floor(next() * 2) }, () => {
        const ring: Position[] = [];
        for (let i = 0, n = 3 + Math.floor(next() * 5); i < n; i++) {
          const p = [Math.floor(next() * 6), Math.floor(next() * 6)];
          if (ring.length === 0 || p[0] !== ring[ring.length - 1]![0] || p[1] !== ring[ring.length - 1]![1]) ring.push(p);
        }
        return [...ring, ring[0]!].filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
      }).filter((ring) => ring.length >= 4);
      if (rings.length === 0) continue;
      const expected = anyMeeting(rings);
      if (expected) crossing++;
      expect(firstCrossing(rings) !== null, JSON.stringify(rings)).toBe(expected);
    }
    // Both kinds were tried.
    expect(crossing).toBeGreaterThan(100);
    expect(crossing).toBeLessThan(2900);
  });
});
