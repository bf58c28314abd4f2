import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { describeEachDatabase, testApp } from '../helpers.ts';

// PostgreSQL test databases are opened one at a time: the migrator of a second open schema would
// see the first one's bookkeeping tables.
describeEachDatabase('security endpoints', (t) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await t.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    if (database) await t.dispose(database);
  });

  async function values(target: FastifyInstance) {
    const key = await target.inject('/api/Security/GetEncryptionKey');
    const iv = await target.inject('/api/Security/GetEncryptionIV');
    return { key, iv };
  }

  it('answers text: a 32-byte key and a 16-byte IV, not cached by clients', async () => {
    const { key, iv } = await values(app);
    expect(key.statusCode).toBe(200);
    expect(key.headers['content-type']).toMatch(/^text\/plain/);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(key.body, 'base64')).toHaveLength(32);
    expect(iv.statusCode).toBe(200);
    expect(Buffer.from(iv.body, 'base64')).toHaveLength(16);
    expect(key.body).not.toBe(iv.body);
  });

  it('keeps the same values for a deployment, across restarts and concurrent first calls', async () => {
    const before = await values(app);
    const restarted = await Promise.all([testApp(database), testApp(database)]);
    const answers = await Promise.all(restarted.flatMap((a) => [1, 2].map(() => a.inject('/api/Security/GetEncryptionIV'))));
    const after = await values(restarted[0]);
    await Promise.all(restarted.map((a) => a.close()));
    expect(after.key.body).toBe(before.key.body);
    expect(new Set([before.iv.body, ...answers.map((r) => r.body)])).toEqual(new Set([before.iv.body]));
  });

  it('gives another deployment different random values', async () => {
    const mine = await values(app);
    await app.close();
    await t.dispose(database);
    database = await t.open();
    app = await testApp(database);
    const theirs = await values(app);
    expect(theirs.key.body).not.toBe(mine.key.body);
    expect(theirs.iv.body).not.toBe(mine.iv.body);
  });
});
