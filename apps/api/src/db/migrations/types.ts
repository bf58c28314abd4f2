import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** A schema change that knows which database it runs on (types differ slightly between the two). */
export interface Migration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}
