// Count, sum and median of values grouped into cells, for many cells at once: the values are visited
// in ascending order and placed cell by cell (a counting sort on the cell), so each cell's values lie
// together, already sorted, and its median is read off the middle. No cell sorts its own values.

let scratch = { start: new Int32Array(0), cursor: new Int32Array(0) };

export interface CellFigures {
  count: number;
  sum: number;
  median: number;
}

/**
 * `cellOf[i]` is the cell of value i (-1: in none), `ascending` the indexes of the values in
 * ascending order of `values`. Answers the figures of every cell that holds a value.
 */
export function cellFigures(cellOf: Int32Array, ascending: Uint32Array, values: Float64Array, cells: number): Map<number, CellFigures> {
  // The two cell-sized arrays are reused from call to call: a county has millions of cells, and
  // allocating them for every grouping kept the garbage collector busier than the grouping itself.
  if (scratch.start.length < cells + 1) scratch = { start: new Int32Array(cells + 1), cursor: new Int32Array(cells) };
  const start = scratch.start.subarray(0, cells + 1).fill(0);
  for (const i of ascending) if (cellOf[i]! >= 0) start[cellOf[i]! + 1]!++;
  for (let k = 0; k < cells; k++) start[k + 1]! += start[k]!;
  const cursor = scratch.cursor.subarray(0, cells);
  cursor.set(start.subarray(0, cells));
  const placed = new Float64Array(start[cells]!);
  for (const i of ascending) {
    const cell = cellOf[i]!;
    if (cell >= 0) placed[cursor[cell]!++] = values[i]!;
  }
  const out = new Map<number, CellFigures>();
  for (let k = 0; k < cells; k++) {
    const first = start[k]!;
    const count = start[k + 1]! - first;
    if (count === 0) continue;
    let sum = 0;
    for (let j = first; j < first + count; j++) sum += placed[j]!;
    const middle = first + (count >> 1);
    // An even count has two middle values: the median is their mean.
    const median = count % 2 === 1 ? placed[middle]! : (placed[middle - 1]! + placed[middle]!) / 2;
    out.set(k, { count, sum, median });
  }
  return out;
}

/** Indexes of the values in ascending order, those that are NaN left out. */
export function ascendingOrder(values: Float64Array): Uint32Array {
  const known: number[] = [];
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) known.push(i);
  return Uint32Array.from(known).sort((a, b) => values[a]! - values[b]!);
}
