import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

// A small CSV writer with back-pressure: fields holding a comma, quote or line break are quoted,
// numbers are written plain, null and undefined as empty fields.

export type Cell = string | number | null | undefined;

function field(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export class CsvWriter {
  private readonly stream: WriteStream;
  rows = 0;

  constructor(path: string, header: readonly string[]) {
    this.stream = createWriteStream(path);
    this.stream.write(`${header.join(',')}\n`);
  }

  async write(cells: readonly Cell[]): Promise<void> {
    this.rows++;
    if (!this.stream.write(`${cells.map(field).join(',')}\n`)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'finish');
  }
}
