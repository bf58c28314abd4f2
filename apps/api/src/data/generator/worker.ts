import { parentPort, workerData } from 'node:worker_threads';
import type { CountyTable, Row } from '../columns.ts';
import { produceCounty, type CountySize } from './produce.ts';

// Generates the county on a second thread and sends its rows to the parent in batches of flat
// value lists, so that generating and writing overlap on two cores. A shared counter pair
// (batches sent, batches written) keeps at most a few batches in flight: memory stays bounded.

export interface Batch {
  done: number;
  /** The final batch: the county is complete. */
  last: boolean;
  tables: [CountyTable, Row, number][];
}

const { size, gate } = workerData as { size: CountySize; gate: SharedArrayBuffer };
const counters = new Int32Array(gate);
// Small batches: a large one outlives V8's young generation on both threads and is promoted, which
// costs garbage collection; fewer rows in flight also lower the seed's memory.
const IN_FLIGHT = 8;
const BATCH_ROWS = 5_000;

let buffers = new Map<CountyTable, { values: Row; rows: number }>();
let buffered = 0;

function send(done: number, last: boolean): void {
  const tables: Batch['tables'] = [...buffers].map(([table, b]) => [table, b.values, b.rows]);
  parentPort?.postMessage({ done, last, tables } satisfies Batch);
  buffers = new Map();
  buffered = 0;
  const sent = Atomics.add(counters, 0, 1) + 1;
  for (;;) {
    const written = Atomics.load(counters, 1);
    if (sent - written <= IN_FLIGHT) break;
    Atomics.wait(counters, 1, written, 1_000);
  }
}

await produceCounty(
  size,
  (table, row) => {
    let b = buffers.get(table);
    if (!b) {
      b = { values: [], rows: 0 };
      buffers.set(table, b);
    }
    for (const value of row) b.values.push(value);
    b.rows++;
    buffered++;
  },
  async (done) => {
    if (buffered >= BATCH_ROWS) send(done, false);
  },
);
send(size.parcels + size.tpp, true);
