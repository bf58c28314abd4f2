import { describe, expect, it } from 'vitest';
import { insideRings, nearest, nextInDirection } from './geometry.ts';

describe('insideRings', () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ];
  const hole: [number, number][] = [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ];
  it('counts a point inside the outer ring and outside its hole', () => {
    expect(insideRings([square, hole], 2, 2)).toBe(true);
    expect(insideRings([square, hole], 5, 5)).toBe(false);
    expect(insideRings([square, hole], 11, 5)).toBe(false);
  });
});

describe('moving the selection with the arrow keys', () => {
  // A row of three lots, and one lot above the middle one.
  const places = [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 20, y: 0 },
    { id: 'c', x: 40, y: 2 },
    { id: 'up', x: 21, y: -25 },
  ];
  it('goes to the nearest lot the way the arrow points', () => {
    expect(nextInDirection(places[0]!, places, 'right')?.id).toBe('b');
    expect(nextInDirection(places[1]!, places, 'right')?.id).toBe('c');
    expect(nextInDirection(places[1]!, places, 'left')?.id).toBe('a');
    expect(nextInDirection(places[1]!, places, 'up')?.id).toBe('up');
    expect(nextInDirection(places[3]!, places, 'down')?.id).toBe('b');
  });
  it('stays put when nothing lies that way', () => {
    expect(nextInDirection(places[0]!, places, 'left')).toBeNull();
    expect(nextInDirection(places[2]!, places, 'right')).toBeNull();
  });
  it('starts from the lot nearest the map’s center', () => {
    expect(nearest({ x: 38, y: 0 }, places)?.id).toBe('c');
  });
});
