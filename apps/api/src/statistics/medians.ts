// Count, sum and median of values grouped into cells, for many cells at once: the values are laid
// out cell by cell (a counting sort on the cell), then each cell's few values are sorted as a typed
// array (a native numeric sort, no comparator), so the median is read off the middle and the sum
// added in ascending order. Only the cells that hold a value are answered: a county has millions of
// cells (area, use class, month), most of them empty.

/** The figures of the cells that hold a value, in ascending order of cell. */
export interface CellFigures {
  cell: Int32Array;
  count: Int32Array;
  sum: Float64Array;
  median: Float64Array;
}

/** Sorts values[from..to) ascending in place: most cells hold a few values, sorted without making a view of them. */
function sortRange(values: Float64Array, from: number, to: number): void {
  if (to - from > 16) {
    values.subarray(from, to).sort();
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= from && values[j]! > value) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
}

// Reused from call to call: allocating a cell-sized array per call kept the garbage collector busy.
let scratch = new Int32Array(0);

/**
 * `cellOf[i * perValue + j]` is the j-th cell that value i counts in (-1: none); a NaN value counts
 * in none. `cells` is the number of cells.
 */
export function cellFigures(cellOf: Int32Array, perValue: number, values: Float64Array, cells: number): CellFigures {
  if (scratch.length < cells + 1) scratch = new Int32Array(cells + 1);
  // end[k]: first the count of cell k, then (prefix sums) where cell k ends; placing a value moves
  // its cell's start up, so after placing end[k - 1] is where cell k begins.
  const end = scratch.subarray(0, cells + 1).fill(0);
  let nonEmpty = 0;
  for (let e = 0; e < cellOf.length; e++) {
    const cell = cellOf[e]!;
    if (cell >= 0 && !Number.isNaN(values[(e / perValue) | 0])) if (end[cell + 1]!++ === 0) nonEmpty++;
  }
  for (let k = 0; k < cells; k++) end[k + 1]! += end[k]!;
  const placed = new Float64Array(end[cells]!);
  for (let e = 0; e < cellOf.length; e++) {
    const cell = cellOf[e]!;
    const value = values[(e / perValue) | 0]!;
    if (cell >= 0 && !Number.isNaN(value)) placed[end[cell]!++] = value;
  }
  const out: CellFigures = {
    cell: new Int32Array(nonEmpty),
    count: new Int32Array(nonEmpty),
    sum: new Float64Array(nonEmpty),
    median: new Float64Array(nonEmpty),
  };
  let at = 0;
  let first = 0;
  for (let k = 0; k < cells; k++) {
    const last = end[k]!;
    const n = last - first;
    if (n === 0) continue;
    sortRange(placed, first, last);
    let total = 0;
    for (let j = first; j < last; j++) total += placed[j]!;
    const middle = first + (n >> 1);
    first = last;
    out.cell[at] = k;
    out.count[at] = n;
    out.sum[at] = total;
    // An even count has two middle values: the median is their mean.
    out.median[at++] = n % 2 === 1 ? placed[middle]! : (placed[middle - 1]! + placed[middle]!) / 2;
  }
  return out;
}
