import type { CsvRecord } from './read.ts';

// Field readers that explain what is wrong with a value, for the rejected-row report.

export class RowError extends Error {}

export function text(r: CsvRecord, column: string): string | null {
  const v = r.get(column).trim();
  return v === '' ? null : v;
}

export function required(r: CsvRecord, column: string): string {
  const v = text(r, column);
  if (v === null) throw new RowError(`${column} is empty`);
  return v;
}

/** A whole number of dollars (or units); empty counts as 0 unless the column is required. */
export function whole(r: CsvRecord, column: string, options: { required?: boolean; min?: number; max?: number } = {}): number {
  const v = text(r, column);
  if (v === null) {
    if (options.required) throw new RowError(`${column} is empty`);
    return 0;
  }
  if (!/^-?\d+(\.0+)?$/.test(v)) throw new RowError(`${column} is not a whole number: '${v}'`);
  const n = Number.parseInt(v, 10);
  if (options.min !== undefined && n < options.min) throw new RowError(`${column} is below ${options.min}: ${n}`);
  if (options.max !== undefined && n > options.max) throw new RowError(`${column} is above ${options.max}: ${n}`);
  return n;
}

export function decimal(r: CsvRecord, column: string): number {
  const v = text(r, column);
  if (v === null) return 0;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new RowError(`${column} is not a number: '${v}'`);
  return n;
}

/** Township, range or section with or without its direction letter ('22S', '29E', '22'). */
export function survey(r: CsvRecord, column: string, min: number, max: number): number {
  const v = required(r, column);
  const m = /^0*(\d{1,2})\s*[NSEW]?$/i.exec(v);
  if (!m) throw new RowError(`${column} is not a township, range or section: '${v}'`);
  const n = Number(m[1]);
  if (n < min || n > max) throw new RowError(`${column} ${n} is outside ${min}-${max}`);
  return n;
}

/** A 5-digit ZIP code from '32801' or '32801-1234'. */
export function zip(r: CsvRecord, column: string): string | null {
  const v = text(r, column);
  if (v === null) return null;
  const m = /^(\d{5})(-?\d{4})?$/.exec(v);
  return m ? (m[1] ?? v) : v;
}
