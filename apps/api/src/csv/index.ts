import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import { guardFormula, withoutControls } from './text.ts';

// The one CSV writer of the project: search exports, comparable sales, code tables, the published
// data downloads, the DOR layout files and the office's feedback export all go through here, on
// csv-stringify. Every text cell loses its control characters; in files people open in a
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

function stringifyOptions(options: CsvOptions) {
  const guard = options.formulaGuard !== false;
  return {
    record_delimiter: options.lineEnd === 'lf' ? ('unix' as const) : ('windows' as const),
    // csv-stringify quotes only the full record delimiter; a lone CR or LF must be quoted too.
    quoted_match: /[\r\n]/,
    cast: {
      string: (value: string) => (guard ? guardFormula(withoutControls(value)) : withoutControls(value)),
      number: (value: number) => (Number.isFinite(value) ? String(value) : ''),
    },
  };
}

/** A value read from the database as a cell: text and numbers as they are, nothing as empty. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  // Rows hold only scalars (bigints, booleans, dates), whose String() is their usual text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}

/** Rows as CSV lines (no header). */
export function csvRows(rows: readonly (readonly Cell[])[], options: CsvOptions = {}): string {
  if (rows.length === 0) return '';
  return stringify(rows as Cell[][], stringifyOptions(options));
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
