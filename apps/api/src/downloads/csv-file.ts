import { createWriteStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';

export interface Column {
  key: string;
  header: string;
}

export interface WrittenFile {
  rows: number;
  size: number;
  sha256: string;
}

type Row = Record<string, unknown>;

/**
 * Writes batches of rows to a CSV file as they arrive, hashing the bytes on the way: only one batch
 * is ever in memory, and the write waits whenever the disk is behind.
 */
export async function writeCsvFile(path: string, columns: Column[], batches: AsyncIterable<Row[]>): Promise<WrittenFile> {
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    hash.update(bytes);
    size += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  try {
    await write(stringify([], { header: true, columns }));
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      rows += batch.length;
      await write(stringify(batch, { columns }));
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { rows, size, sha256: hash.digest('hex') };
}
