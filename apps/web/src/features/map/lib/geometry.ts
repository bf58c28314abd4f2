import type { Ring } from './tile-data.ts';

// Plane geometry in pixels for the map page: what a click hits, and which parcel the arrow keys
// move the selection to.

/** True when (x, y) lies inside the shape of `rings` (outer rings and holes, even-odd rule). */
export function insideRings(rings: Ring[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

export interface Placed {
  id: string;
  x: number;
  y: number;
}

/**
 * The nearest place from `from` in a direction: only places within 60 degrees either side of it
 * count, and sideways distance costs double, so the selection moves the way the arrow points
 * rather than to a close neighbor off to the side. Null when nothing lies that way.
 */
export function nextInDirection<T extends Placed>(from: { x: number; y: number }, places: T[], direction: Direction): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const place of places) {
    const dx = place.x - from.x;
    const dy = place.y - from.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    if (along <= 0.5 || across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = place;
    }
  }
  return best;
}

/** The place nearest a point (the map's center, when nothing is selected yet). */
export function nearest<T extends Placed>(from: { x: number; y: number }, places: T[]): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const place of places) {
    const distance = Math.hypot(place.x - from.x, place.y - from.y);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = place;
    }
  }
  return best;
}
