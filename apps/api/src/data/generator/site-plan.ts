// A group's site plan in feet, before it is placed on the county: lots side by side along its
// streets, two rows facing each other across the right of way. A long street is cut into parallel
// segments of about the same length; the rear lines of one segment's south row meet the next
// segment's north row, so each pair of rows between two streets is a block. Where the plan has
// several segments, a collector road along its west side joins them (it carries the name of the
// group's first street). Common-area tracts lie across the foot of the plan. Axis-aligned: x east,
// y north, origin at the south-west corner of the plan.
//
// A row is as deep as its deepest lot, and the roll's lots are of any depth (a frontage of 55 to
// 110 feet on 4,400 to 17,500 square feet; commercial frontages of 100 to 600 feet): laid out in
// number order, more than half a block was open land, and the full county did not fit in the
// county. So a street's lots are grouped into segments by depth, the deeper half of a segment on
// its north row, and along a row they keep the order of their numbers.

/** A lot (or a condominium building) fronting a street. */
export interface Frontage {
  street: number;
  /** Width along the street and depth away from it, in feet: the land the lot holds. */
  width: number;
  depth: number;
  /** A building set back on its slot: its footprint, and the slot it sits in (condominium buildings). */
  slot?: { width: number; depth: number };
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface SitePlan {
  width: number;
  height: number;
  /** The shape of each frontage, then of each tract, in the order given. */
  frontages: Rect[];
  tracts: Rect[];
  /** Centrelines, each with the index of the street it belongs to. */
  streets: { street: number; line: [number, number][] }[];
}

export interface PlanRules {
  /** Right of way, feet. */
  road: number;
  /** Longest segment of a street before it folds, feet. */
  segment: number;
}

interface Segment {
  street: number;
  north: number[];
  south: number[];
}

function lengthOf(items: number[], all: Frontage[]): number {
  let sum = 0;
  for (const i of items) sum += slotOf(all[i] as Frontage).width;
  return sum;
}

function slotOf(f: Frontage): { width: number; depth: number } {
  return f.slot ?? f;
}

/** Splits each street's frontages into segments of like depth, each in number order on alternate sides. */
function segmentsOf(frontages: Frontage[], streets: number, rules: PlanRules): Segment[] {
  const segments: Segment[] = [];
  const depth = (i: number): number => slotOf(frontages[i] as Frontage).depth;
  const width = (i: number): number => slotOf(frontages[i] as Frontage).width;
  for (let s = 0; s < streets; s++) {
    const mine = frontages.flatMap((f, i) => (f.street === s ? [i] : []));
    mine.sort((a, b) => depth(b) - depth(a) || a - b);
    // As few segments as the longest allowed takes, all of about the same length.
    const total = mine.reduce((sum, i) => sum + width(i), 0);
    const count = Math.max(1, Math.ceil(total / (rules.segment * 2)));
    const chunks: number[][] = Array.from({ length: count }, () => []);
    let before = 0;
    for (const i of mine) {
      (chunks[Math.min(count - 1, Math.floor(((before + width(i) / 2) * count) / total))] as number[]).push(i);
      before += width(i);
    }
    for (const chunk of chunks) {
      const half = chunk.reduce((sum, i) => sum + width(i), 0) / 2;
      const north: number[] = [];
      const south: number[] = [];
      let length = 0;
      for (const i of chunk) {
        if (length + width(i) / 2 <= half || north.length === 0) north.push(i);
        else south.push(i);
        length += width(i);
      }
      segments.push({ street: s, north: north.sort((a, b) => a - b), south: south.sort((a, b) => a - b) });
    }
  }
  return segments;
}

export function planSite(frontages: Frontage[], tractAreas: number[], streetCount: number, rules: PlanRules): SitePlan {
  const segments = segmentsOf(frontages, streetCount, rules);
  const longest = Math.max(0, ...segments.map((s) => Math.max(lengthOf(s.north, frontages), lengthOf(s.south, frontages))));
  const lane = segments.length > 1 ? rules.road : 0;
  const width = Math.max(lane + longest, 100);
  const shapes: Rect[] = frontages.map(() => ({ x0: 0, y0: 0, x1: 0, y1: 0 }));
  const lines: SitePlan['streets'] = [];
  // Laid out downwards from y = 0, then lifted so the plan's foot is at y = 0.
  let top = 0;
  for (const segment of segments) {
    const deepest = (items: number[]): number => Math.max(0, ...items.map((i) => slotOf(frontages[i] as Frontage).depth));
    const edgeNorth = top - deepest(segment.north);
    const edgeSouth = edgeNorth - rules.road;
    const place = (items: number[], facing: 1 | -1, edge: number): void => {
      let x = lane;
      for (const i of items) {
        const f = frontages[i] as Frontage;
        const slot = slotOf(f);
        // A building sits in the middle of its slot's width, set back as far as its slot is deeper.
        const side = (slot.width - f.width) / 2;
        const near = edge + facing * (slot.depth - f.depth) * 0.6;
        const far = near + facing * f.depth;
        shapes[i] = { x0: x + side, x1: x + side + f.width, y0: Math.min(near, far), y1: Math.max(near, far) };
        x += slot.width;
      }
    };
    place(segment.north, 1, edgeNorth);
    place(segment.south, -1, edgeSouth);
    const y = edgeNorth - rules.road / 2;
    lines.push({ street: segment.street, line: [[lane / 2, y], [width, y]] });
    top = edgeSouth - deepest(segment.south);
  }
  if (lane > 0) {
    const ys = lines.map((l) => (l.line[0] as [number, number])[1]);
    lines.push({ street: 0, line: [[lane / 2, Math.max(...ys)], [lane / 2, Math.min(...ys)]] });
  }
  const tracts = tractAreas.map((area) => {
    const depth = area / width;
    const rect = { x0: 0, x1: width, y0: top - depth, y1: top };
    top -= depth;
    return rect;
  });
  const height = -top;
  const lift = (r: Rect): Rect => ({ x0: r.x0, x1: r.x1, y0: r.y0 + height, y1: r.y1 + height });
  return {
    width,
    height,
    frontages: shapes.map(lift),
    tracts: tracts.map(lift),
    streets: lines.map((l) => ({ street: l.street, line: l.line.map(([x, y]): [number, number] => [x, y + height]) })),
  };
}
