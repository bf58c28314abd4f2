import type { Box } from '../../gis/tile-math.ts';

// The county's land as a grid of 50-foot cells, each taken or free, so that no two groups of
// parcels are laid out on the same ground. A group asks for a rectangle in feet; it gets a free spot
// in rings around its place's centre, inside the place's box: a place grows outwards from its
// centre as a town does. Every taken rectangle keeps one free cell along its north and east sides,
// so neighbouring groups never touch.
//
// The search goes over blocks of 32 x 32 cells in rings around the centre, and inside a block over
// the spots a rectangle's south-west corner may take. A block knows how many of its cells are free
// and the smallest rectangle that did not fit in it (land is only ever taken, so a larger one will
// not fit either): full and fragmented land is passed over at a glance. Each place also remembers,
// per size of group, the ring its last group found land in, and the next one starts there rather
// than at the centre, whose land is long taken. Without these the full county's layout cost the
// generator a minute of CPU (every small group walked every spot of its place's box again).

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

const BLOCK = 32;

export class LandGrid {
  readonly cols = Math.ceil((EAST - WEST) / CELL_LON);
  readonly rows = Math.ceil((NORTH - SOUTH) / CELL_LAT);
  private readonly taken = new Uint8Array(this.cols * this.rows);
  private readonly blockCols = Math.ceil(this.cols / BLOCK);
  private readonly blockRows = Math.ceil(this.rows / BLOCK);
  /** Free cells per block. */
  private readonly freeIn = new Int32Array(this.blockCols * this.blockRows);
  /** Per block, the smallest rectangle (width, height in cells) that found no spot in it. */
  private readonly failW = new Float64Array(this.blockCols * this.blockRows).fill(Infinity);
  private readonly failH = new Float64Array(this.blockCols * this.blockRows).fill(Infinity);
  /** Per place and size of group, the ring of blocks its last group found land in. */
  private readonly fronts = new Map<string, number>();

  constructor() {
    for (let by = 0; by < this.blockRows; by++) {
      for (let bx = 0; bx < this.blockCols; bx++) {
        this.freeIn[by * this.blockCols + bx] = Math.min(BLOCK, this.cols - bx * BLOCK) * Math.min(BLOCK, this.rows - by * BLOCK);
      }
    }
  }

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
    const county = { c0: 0, c1: this.cols - w, r0: 0, r1: this.rows - h };
    const cc = Math.min(county.c1, Math.max(0, col(center[1]) - (w >> 1)));
    const rc = Math.min(county.r1, Math.max(0, row(center[0]) - (h >> 1)));
    // Fronts are kept per size too: small groups still find the gaps large ones leave behind.
    const key = `${place} ${Math.ceil(Math.log2(Math.max(w, h)))}`;
    const from = Math.max(0, (this.fronts.get(key) ?? 0) - 1);
    const found =
      this.search(cc, rc, w, h, inner, from) ?? this.search(cc, rc, w, h, inner, 0) ?? this.search(cc, rc, w, h, county, from) ?? this.search(cc, rc, w, h, county, 0);
    if (!found) return null;
    const [c, r] = this.slide(found[0], found[1], w, h, cc, rc);
    this.fronts.set(key, found[2]);
    this.take(c, r, w, h);
    const inBox = c >= inner.c0 && c <= inner.c1 && r >= inner.r0 && r <= inner.r1;
    return { south: SOUTH + r * CELL_LAT, west: WEST + c * CELL_LON, inBox };
  }

  private take(c: number, r: number, w: number, h: number): void {
    for (let y = r; y < r + h; y++) {
      const blockRow = Math.floor(y / BLOCK) * this.blockCols;
      for (let x = c; x < c + w; x++) {
        const i = y * this.cols + x;
        if (this.taken[i]) continue;
        this.taken[i] = 1;
        (this.freeIn[blockRow + Math.floor(x / BLOCK)] as number)--;
      }
    }
  }

  private free(c: number, r: number, w: number, h: number): boolean {
    // Corners and middle first: on crowded land most spots fail there at once. (No helper closure
    // here: this runs millions of times, and a closure made per call cost a tenth of the generator.)
    const t = this.taken;
    const cols = this.cols;
    const south = r * cols;
    const north = (r + h - 1) * cols;
    if (t[south + c] || t[north + c + w - 1] || t[south + c + w - 1] || t[north + c] || t[(r + (h >> 1)) * cols + c + (w >> 1)]) return false;
    for (let y = r; y < r + h; y++) {
      const start = y * cols + c;
      for (let i = start; i < start + w; i++) if (t[i]) return false;
    }
    return true;
  }

  /**
   * Slides a free rectangle towards the centre, a cell at a time, while the land it moves onto is
   * free: the search's coarse spots would otherwise leave strips of open land between groups.
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

  /** The first free spot in the rings of blocks around (cc, rc) from ring `from` on, inside the bounds: [col, row, ring]. */
  private search(cc: number, rc: number, w: number, h: number, b: Bounds, from: number): [number, number, number] | null {
    if (b.c1 < b.c0 || b.r1 < b.r0) return null;
    const bx0 = Math.floor(Math.min(b.c1, Math.max(b.c0, cc)) / BLOCK);
    const by0 = Math.floor(Math.min(b.r1, Math.max(b.r0, rc)) / BLOCK);
    const lo = { x: Math.floor(b.c0 / BLOCK), y: Math.floor(b.r0 / BLOCK) };
    const hi = { x: Math.floor(b.c1 / BLOCK), y: Math.floor(b.r1 / BLOCK) };
    const rings = Math.max(bx0 - lo.x, hi.x - bx0, by0 - lo.y, hi.y - by0);
    for (let k = from; k <= rings; k++) {
      for (let i = -k; i <= k; i++) {
        const found =
          this.inBlock(bx0 + i, by0 - k, w, h, b) ??
          (k > 0 ? this.inBlock(bx0 + i, by0 + k, w, h, b) : null) ??
          (Math.abs(i) < k ? (this.inBlock(bx0 - k, by0 + i, w, h, b) ?? this.inBlock(bx0 + k, by0 + i, w, h, b)) : null);
        if (found) return [found[0], found[1], k];
      }
    }
    return null;
  }

  /** A free spot whose south-west cell lies in block (bx, by), or null. */
  private inBlock(bx: number, by: number, w: number, h: number, b: Bounds): [number, number] | null {
    if (bx < 0 || by < 0 || bx >= this.blockCols || by >= this.blockRows) return null;
    const k = by * this.blockCols + bx;
    if ((this.freeIn[k] as number) === 0 || (w >= (this.failW[k] as number) && h >= (this.failH[k] as number))) return null;
    const x0 = Math.max(b.c0, bx * BLOCK);
    const x1 = Math.min(b.c1, bx * BLOCK + BLOCK - 1);
    const y0 = Math.max(b.r0, by * BLOCK);
    const y1 = Math.min(b.r1, by * BLOCK + BLOCK - 1);
    if (x1 < x0 || y1 < y0) return null;
    // Steps of half the rectangle's smaller side (the slide closes what they skip).
    const step = Math.max(1, Math.min(w, h, BLOCK) >> 1);
    for (let y = y0; y <= y1; y += step) for (let x = x0; x <= x1; x += step) if (this.free(x, y, w, h)) return [x, y];
    // A search over the whole block (on its steps' lattice) marks it as no place for this size or larger.
    if (x0 === bx * BLOCK && y0 === by * BLOCK && x1 === x0 + BLOCK - 1 && y1 === y0 + BLOCK - 1 && w * h < (this.failW[k] as number) * (this.failH[k] as number)) {
      this.failW[k] = w;
      this.failH[k] = h;
    }
    return null;
  }
}

interface Bounds {
  c0: number;
  c1: number;
  r0: number;
  r1: number;
}
