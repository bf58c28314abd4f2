import { sql, type RawBuilder } from 'kysely';

/**
 * `lower(column) like '%words%'`, the same on both databases, with `%`, `_` and `\` in the words
 * matched as themselves: a search for "100%" finds "100%", not every message with "100".
 */
export function contains(column: string, words: string): RawBuilder<boolean> {
  const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.raw(column)}) like ${pattern} escape '\\'`;
}
