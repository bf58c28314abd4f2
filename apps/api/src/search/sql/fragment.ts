import type { Dialect } from '../../db/database.ts';

// SQL text with bound values, for the searches' own queries. Kysely's `sql` builds a tree of frozen
// nodes (each with a random query id) that its compiler then walks: on the full county that was
// 7-9% of a search request's CPU, for text that only ever concatenates. A fragment is the text's
// pieces and the values between them, flattened as it is built; compiling joins them with the
// dialect's placeholders. Values are always bound, never written into the text.

export class Fragment {
  /** `parts` has one more entry than `values`: text, value, text, ... text. */
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/**
 * A bound value the planner does not look at. SQLite as built here (STAT4) prepares a statement
 * again on every run whose bound values reach an index with value samples, to fit its plan to them.
 * Compiled for SQLite as an expression its value lookup does not evaluate (`(? || '')` for text,
 * `(? + 0)` for numbers), the value stays bound and the index is still used, with the plan chosen
 * from averages; PostgreSQL gets the plain parameter. For conditions whose index does not depend
 * on the value (decision 25): a month of sales in one city went from 58 to 30 µs in a loop.
 */
export class Unseen {
  constructor(readonly value: string | number) {}
}

export function unseen(value: string | number): Unseen {
  return new Unseen(value);
}

/** What a fragment can hold between its texts: another fragment, or a value. */
export type Piece = Fragment | Unseen | string | number | bigint | null;

function append(parts: string[], values: unknown[], piece: unknown): void {
  if (piece instanceof Fragment) {
    parts[parts.length - 1] += piece.parts[0]!;
    for (let i = 0; i < piece.values.length; i++) {
      values.push(piece.values[i]);
      parts.push(piece.parts[i + 1]!);
    }
  } else if (typeof piece === 'object' && piece !== null && 'toOperationNode' in piece) {
    // Bound as a value it would reach the database as an object: refused instead.
    throw new Error('a search fragment cannot hold Kysely SQL: write it with q');
  } else if (Array.isArray(piece)) {
    throw new Error('a list goes into a search fragment through join()');
  } else {
    values.push(piece);
    parts.push('');
  }
}

/** q`p.situs_zip = ${zip}`: the text as written, each interpolated value bound. */
export function q(strings: TemplateStringsArray, ...pieces: Piece[]): Fragment {
  const parts = [strings[0]!];
  const values: unknown[] = [];
  for (let i = 0; i < pieces.length; i++) {
    append(parts, values, pieces[i]);
    parts[parts.length - 1] += strings[i + 1]!;
  }
  return new Fragment(parts, values);
}

/** Text of this code's own (a column, a keyword), never typed by a person. */
export function raw(text: string): Fragment {
  return new Fragment([text], []);
}

/** The pieces with a separator between them; values are bound. */
export function join(pieces: readonly Piece[], separator = ', '): Fragment {
  const parts = [''];
  const values: unknown[] = [];
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) parts[parts.length - 1] += separator;
    append(parts, values, pieces[i]);
  }
  return new Fragment(parts, values);
}

export interface CompiledFragment {
  sql: string;
  parameters: unknown[];
}

function placeholder(value: unknown, i: number, dialect: Dialect): string {
  if (dialect !== 'sqlite') return `$${i + 1}`;
  if (value instanceof Unseen) return typeof value.value === 'number' ? '(? + 0)' : "(? || '')";
  return '?';
}

/** The text with the dialect's placeholders ('?' for SQLite, '$1'... for PostgreSQL). */
export function compile(fragment: Fragment, dialect: Dialect): CompiledFragment {
  let text = fragment.parts[0]!;
  const parameters: unknown[] = [];
  for (let i = 0; i < fragment.values.length; i++) {
    const value = fragment.values[i];
    text += placeholder(value, i, dialect) + fragment.parts[i + 1]!;
    parameters.push(value instanceof Unseen ? value.value : value);
  }
  return { sql: text, parameters };
}
