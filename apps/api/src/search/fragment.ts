import type { Dialect } from '../db/database.ts';

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

/** What a fragment can hold between its texts: another fragment, or a value. */
export type Piece = Fragment | string | number | bigint | null;

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

/** The text with the dialect's placeholders ('?' for SQLite, '$1'... for PostgreSQL). */
export function compile(fragment: Fragment, dialect: Dialect): CompiledFragment {
  let text = fragment.parts[0]!;
  for (let i = 0; i < fragment.values.length; i++) text += (dialect === 'sqlite' ? '?' : `$${i + 1}`) + fragment.parts[i + 1]!;
  return { sql: text, parameters: [...fragment.values] };
}
