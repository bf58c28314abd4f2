import type { Box } from '../../gis/tile-math.ts';

// The county's land as a grid of 50-foot cells, each taken or free, so that no two groups of
// parcels are laid out on the same ground. A group asks for a rectangle in feet; it gets a free spot
// in rings around its place's centre, inside the place's box: a place grows outwards from its
// centre as a town does. Every taken rectangle keeps one free cell along its north and east sides,
// so neighbouring groups never touch.
//
// Each place remembers how far out its last group found land, and the next one starts its search a
// little inside that ring rather than at the centre, whose land is long taken: without it the full
// county's layout took minutes (every small group walked every ring again). What a later, smaller
// group could still have used inside that ring is left as open land.

const CELL_FT = 50;
export const FEET_PER_DEGREE_LAT = 364_000;

// The survey grid of geography.ts: townships 20S-24S, ranges 27E-34E.
const NORTH = 28.79;
const SOUTH = NORTH - 5 * 0.087;
const WEST = -81.66;
const EAST = WEST + 8 * 0.099;
const MID_LAT = (NORTH + SOUTH) / 2;
/** Feet in a degree of longitude at a latitude. */
export function feetPerDegreeLon(lat: number): number {
  return FEET_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
}
const CELL_LAT = CELL_FT / FEET_PER_DEGREE_LAT;
// Cells are a little narrower in the north than at mid-county: a group is given 1% to spare.
const CELL_LON = CELL_FT / feetPerDegreeLon(MID_LAT);
const SPARE = 1.01;

export interface Claim {
  /** South-west corner of the rectangle given. */
  south: number;
  west: number;
  /** Whether it lies inside the box asked for (false: the nearest free land anywhere in the county). */
  inBox: boolean;
}

export class LandGrid {
  readonly cols = Math.ceil((EAST - WEST) / CELL_LON);
  readonly rows = Math.ceil((NORTH - SOUTH) / CELL_LAT);
  private readonly taken = new Uint8Array(this.cols * this.rows);
  /** Per place, the distance in cells at which its last group found land. */
  private readonly fronts = new Map<string, number>();

  /**
   * Takes a free rectangle of `widthFt` x `heightFt` for a place, as near its centre as its front
   * allows, inside the box when it can, else anywhere; null only when the county is full.
   */
  claim(place: string, center: [number, number], box: Box, widthFt: number, heightFt: number): Claim | null {
    const w = Math.ceil((widthFt * SPARE) / CELL_FT) + 1;
    const h = Math.ceil((heightFt * SPARE) / CELL_FT) + 1;
    const col = (lon: number): number => Math.floor((lon - WEST) / CELL_LON);
    const row = (lat: number): number => Math.floor((lat - SOUTH) / CELL_LAT);
    // The rectangle's south-west cell ranges over [c0, c1] x [r0, r1] to stay whole inside the box.
    const inner = {
      c0: Math.max(0, col(box.minLon) + 1),
      c1: Math.min(this.cols, col(box.maxLon)) - w,
      r0: Math.max(0, row(box.minLat) + 1),
      r1: Math.min(this.rows, row(box.maxLat)) - h,
    };
    const cc = col(center[1]) - (w >> 1);
    const rc = row(center[0]) - (h >> 1);
    // Fronts are kept per size too: small groups still find the gaps large ones leave behind.
    const key = `${place} ${Math.ceil(Math.log2(Math.max(w, h)))}`;
    const from = Math.max(0, (this.fronts.get(key) ?? 0) - Math.max(w, h));
    const county = { c0: 0, c1: this.cols - w, r0: 0, r1: this.rows - h };
    const found =
      this.search(cc, rc, w, h, inner, from) ?? this.search(cc, rc, w, h, inner, 0) ?? this.search(cc, rc, w, h, county, from) ?? this.search(cc, rc, w, h, county, 0);
    if (!found) return null;
    const [c, r] = this.slide(found[0], found[1], w, h, Math.min(this.cols - w, Math.max(0, cc)), Math.min(this.rows - h, Math.max(0, rc)));
    this.fronts.set(key, found[2]);
    for (let y = r; y < r + h; y++) this.taken.fill(1, y * this.cols + c, y * this.cols + c + w);
    const inBox = c >= inner.c0 && c <= inner.c1 && r >= inner.r0 && r <= inner.r1;
    return { south: SOUTH + r * CELL_LAT, west: WEST + c * CELL_LON, inBox };
  }

  private free(c: number, r: number, w: number, h: number): boolean {
    // Corners and middle first: on crowded land most spots fail there at once.
    const t = this.taken;
    const at = (x: number, y: number): number => t[y * this.cols + x] as number;
    if (at(c, r) || at(c + w - 1, r + h - 1) || at(c + w - 1, r) || at(c, r + h - 1) || at(c + (w >> 1), r + (h >> 1))) return false;
    for (let y = r; y < r + h; y++) {
      const start = y * this.cols + c;
      for (let i = start; i < start + w; i++) if (t[i]) return false;
    }
    return true;
  }

  /**
   * Slides a free rectangle towards the centre, a cell at a time, while the land it moves onto is
   * free: the rings' coarse steps would otherwise leave strips of open land between groups.
   */
  private slide(c: number, r: number, w: number, h: number, cc: number, rc: number): [number, number] {
    for (;;) {
      const dx = Math.sign(cc - c);
      const dy = Math.sign(rc - r);
      const x = dx < 0 ? c - 1 : c + w;
      const y = dy < 0 ? r - 1 : r + h;
      if (dx !== 0 && this.free(x, r, 1, h)) c += dx;
      else if (dy !== 0 && this.free(c, y, w, 1)) r += dy;
      else return [c, r];
    }
  }

  /** The first free spot in rings of growing distance around (cc, rc), inside the bounds. */
  private search(cc: number, rc: number, w: number, h: number, b: { c0: number; c1: number; r0: number; r1: number }, from: number): [number, number, number] | null {
    if (b.c1 < b.c0 || b.r1 < b.r0) return null;
    // Steps of half the rectangle's smaller side: fine enough to fill the gaps between groups.
    const step = Math.max(1, Math.min(w, h) >> 1);
    const x0 = Math.min(b.c1, Math.max(b.c0, cc));
    const y0 = Math.min(b.r1, Math.max(b.r0, rc));
    const maxRing = Math.ceil(Math.max(x0 - b.c0, b.c1 - x0, y0 - b.r0, b.r1 - y0) / step);
    const tryAt = (x: number, y: number): boolean => x >= b.c0 && x <= b.c1 && y >= b.r0 && y <= b.r1 && this.free(x, y, w, h);
    for (let k = Math.floor(from / step); k <= maxRing; k++) {
      const d = k * step;
      if (k === 0) {
        if (tryAt(x0, y0)) return [x0, y0, 0];
        continue;
      }
      for (let i = -k; i <= k; i++) {
        const o = i * step;
        if (tryAt(x0 + o, y0 - d)) return [x0 + o, y0 - d, d];
        if (tryAt(x0 + o, y0 + d)) return [x0 + o, y0 + d, d];
      }
      for (let i = -k + 1; i <= k - 1; i++) {
        const o = i * step;
        if (tryAt(x0 - d, y0 + o)) return [x0 - d, y0 + o, d];
        if (tryAt(x0 + d, y0 + o)) return [x0 + d, y0 + o, d];
      }
    }
    return null;
  }
}
