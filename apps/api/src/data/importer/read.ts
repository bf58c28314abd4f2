import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { parse } from 'csv-parse';

// Reading DOR CSV files: the header first (so a wrong file is refused before anything is written),
// then the records one by one with their line numbers. A record the CSV parser cannot read is
// reported and skipped; the rest of the file still loads.

export class ImportError extends Error {}

export interface CsvRecord {
  line: number;
  get(column: string): string;
  fields: number;
}

export interface ReadEvents {
  onRecord(record: CsvRecord): Promise<void>;
  onMalformed(line: number, reason: string): void;
  onBytes(bytes: number): void;
}

/** Reads the header line and checks that every required column is there. */
export async function readHeader(path: string, kind: string, required: readonly string[]): Promise<string[]> {
  const handle = await open(path, 'r').catch(() => {
    throw new ImportError(`${kind} file ${path} cannot be read`);
  });
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const first = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    const header = first.split(',').map((c) => c.trim().replace(/^"|"$/g, '').toUpperCase());
    const missing = required.filter((c) => !header.includes(c));
    if (missing.length > 0) {
      throw new ImportError(`${kind} file ${path} does not have the ${kind} header: missing ${missing.join(', ')}. Nothing was imported.`);
    }
    return header;
  } finally {
    await handle.close();
  }
}

export async function fileSize(path: string): Promise<number> {
  return (await stat(path)).size;
}

export async function readRecords(path: string, header: string[], events: ReadEvents): Promise<void> {
  const index = new Map(header.map((c, i) => [c, i]));
  const source = createReadStream(path);
  source.on('data', (chunk) => events.onBytes(chunk.length));
  const parser = source.pipe(
    parse({ bom: true, from_line: 2, relax_column_count: true, relax_quotes: true, skip_records_with_error: true, info: true, trim: true }),
  );
  parser.on('skip', (error: Error & { lines?: number }) => events.onMalformed(error.lines ?? 0, `unreadable CSV: ${error.message}`));
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const { record, info } = item;
    if (record.length === 1 && record[0] === '') continue;
    await events.onRecord({
      line: info.lines,
      fields: record.length,
      get: (column) => {
        const i = index.get(column);
        return i === undefined ? '' : (record[i] ?? '');
      },
    });
  }
}
