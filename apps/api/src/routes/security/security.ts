import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { API } from '@county/shared/api/paths';

// GET api/Security/GetEncryptionKey and GetEncryptionIV (specification, section 7) answer text.
// Nothing in this product encrypts with these values (see docs/decisions/0074-security-endpoints.md):
// they exist so that old clients that fetch them keep working. Each deployment gets its own random
// values, made once and kept in the meta table (or taken from the environment), so no two sites
// share them and nothing secret is published.

const VALUES = {
  key: { metaKey: 'security_encryption_key', env: 'ENCRYPTION_KEY', bytes: 32 },
  iv: { metaKey: 'security_encryption_iv', env: 'ENCRYPTION_IV', bytes: 16 },
} as const;

type ValueName = keyof typeof VALUES;

/** Reads the deployment's value, creating it on first use; concurrent first calls agree on one. */
export async function deploymentValue(database: Database, name: ValueName): Promise<string> {
  const spec = VALUES[name];
  const fromEnv = process.env[spec.env];
  if (fromEnv) return fromEnv;
  await database.db
    .insertInto('meta')
    .values({ key: spec.metaKey, value: randomBytes(spec.bytes).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await database.db.selectFrom('meta').select('value').where('key', '=', spec.metaKey).executeTakeFirstOrThrow();
  return row.value;
}

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<ValueName, string>();
  const route = (path: string, name: ValueName, summary: string) =>
    app.withTypeProvider<ZodTypeProvider>().get(
      path,
      {
        schema: { tags: ['security'], summary, response: { 200: z.string() } },
      },
      async (_request, reply) => {
        let value = cache.get(name);
        if (value === undefined) {
          value = await deploymentValue(app.database, name);
          cache.set(name, value);
        }
        return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(value);
      },
    );
  route(API.encryptionKey.path, 'key', "This deployment's legacy key value (text; protects nothing)");
  route(API.encryptionIv.path, 'iv', "This deployment's legacy IV value (text; protects nothing)");
}
