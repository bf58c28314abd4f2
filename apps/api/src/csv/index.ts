import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { guardFormula, withoutControls } from './text.ts';

// The one CSV writer of the project: search exports, comparable sales, code tables, the published
// data downloads, the DOR layout files and the office's feedback export all go through here. Every text cell loses its control characters; in files people open in a
// spreadsheet, a cell that would run as a formula is neutralised. The DOR layout files alone turn
// that guard off: they are machine-read in the Department of Revenue's own layout, an apostrophe
// would change a value the importer reads back, and no spreadsheet user is their audience.

export { guardFormula, terminalSafe, withoutControls } from './text.ts';

export type Cell = string | number | null | undefined;

export interface CsvOptions {
  /** Neutralise cells a spreadsheet would run as formulas (default on; off for DOR layouts only). */
  formulaGuard?: boolean;
  /** Line ends: CRLF (RFC 4180, the default) or LF (the DOR layouts). */
  lineEnd?: 'crlf' | 'lf';
}

// Characters withoutControls changes (controls, tabs, CR), and those that make a cell quoted.
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const QUOTED = /[",\r\n]/;

/** One cell as CSV text: a cell holding a quote, comma or line break is quoted, its quotes doubled. */
function cellText(value: Cell, guard: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const clean = UNCLEAN.test(value) ? withoutControls(value) : value;
  const text = guard ? guardFormula(clean) : clean;
  return QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A value read from the database as a cell: text and numbers as they are, nothing as empty. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  // Rows hold only scalars (bigints, booleans, dates), whose String() is their usual text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}

/**
 * Rows as CSV lines (no header), as RFC 4180 writes them: every line ends with the line end, cells
 * are quoted only when they must be. Written here rather than through a general CSV library because
 * the data downloads write tens of millions of cells, mostly empty or plain (issue 42); the CSV
 * test compares its output with csv-stringify's on the same cells.
 */
export function csvRows(rows: readonly (readonly Cell[])[], options: CsvOptions = {}): string {
  const guard = options.formulaGuard !== false;
  const end = options.lineEnd === 'lf' ? '\n' : '\r\n';
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) out += i === 0 ? cellText(row[i], guard) : `,${cellText(row[i], guard)}`;
    out += end;
  }
  return out;
}

/** A whole CSV document: the header line, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly Cell[])[], options: CsvOptions = {}): string {
  return csvRows([header], options) + csvRows(rows, options);
}

/**
 * A readable stream of CSV text: the header, then each batch of rows as the source yields it. The
 * first batch is read before the stream is made, so a refused request (a bad sort, too many rows)
 * still answers a JSON error instead of a file cut short. Between batches the stream gives the
 * event loop a turn, so that a long export never holds up the requests that arrive meanwhile.
 */
export async function csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterator<Row[]>,
  toCells: (row: Row) => readonly Cell[],
  options: CsvOptions = {},
): Promise<Readable> {
  const first = await batches.next();
  async function* text() {
    yield csvRows([header], options);
    if (first.done) return;
    yield csvRows(first.value.map(toCells), options);
    for (;;) {
      await nextTurn();
      const next = await batches.next();
      if (next.done) return;
      yield csvRows(next.value.map(toCells), options);
    }
  }
  return Readable.from(text());
}

export interface WrittenFile {
  rows: number;
  size: number;
  sha256: string;
}

/**
 * A CSV file written as rows arrive, hashed on the way: rows are buffered a thousand at a time and
 * the writer waits whenever the disk is behind, so memory stays flat however large the file.
 */
export class CsvFileWriter {
  private readonly out: WriteStream;
  private readonly hash = createHash('sha256');
  private pending: Cell[][] = [];
  rows = 0;
  private size = 0;
  private closing: Promise<WrittenFile> | undefined;

  constructor(
    path: string,
    header: readonly string[],
    private readonly options: CsvOptions = {},
  ) {
    this.out = createWriteStream(path);
    this.put(csvRows([header], options));
  }

  private put(text: string): boolean {
    const bytes = Buffer.from(text, 'utf8');
    this.hash.update(bytes);
    this.size += bytes.length;
    return this.out.write(bytes);
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = csvRows(this.pending, this.options);
    this.pending = [];
    if (!this.put(text)) await once(this.out, 'drain');
  }

  async write(cells: readonly Cell[]): Promise<void> {
    this.rows++;
    this.pending.push(cells as Cell[]);
    if (this.pending.length >= 1000) await this.flush();
  }

  async writeAll(rows: readonly (readonly Cell[])[]): Promise<void> {
    for (const row of rows) await this.write(row);
  }

  /** Writes what is buffered and closes the file (once; later calls just wait for it). */
  close(): Promise<WrittenFile> {
    this.closing ??= (async () => {
      try {
        await this.flush();
      } finally {
        this.out.end();
        await once(this.out, 'close');
      }
      return { rows: this.rows, size: this.size, sha256: this.hash.digest('hex') };
    })();
    return this.closing;
  }
}
