import { CsvFileWriter, cellOf, type WrittenFile } from '../csv/index.ts';

export type { WrittenFile } from '../csv/index.ts';

export interface Column {
  key: string;
  header: string;
}

type Row = Record<string, unknown>;

/**
 * Writes batches of rows to a published CSV file as they arrive (through the shared CSV module, so
 * with the spreadsheet-formula guard: these files are opened by people), hashing the bytes on the
 * way; only one batch is ever in memory.
 */
export async function writeCsvFile(path: string, columns: Column[], batches: AsyncIterable<Row[]>): Promise<WrittenFile> {
  const out = new CsvFileWriter(
    path,
    columns.map((c) => c.header),
  );
  try {
    for await (const batch of batches) {
      for (const row of batch) await out.write(columns.map((c) => cellOf(row[c.key])));
    }
  } catch (error) {
    await out.close().catch(() => undefined);
    throw error;
  }
  return out.close();
}
