import { afterAll, beforeAll, describe } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { openDatabase, type Database, type Dialect } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { PG_URL, POSTGRES_TAG } from './postgres-skips.ts';

// Data tests run on both databases. PostgreSQL tests use TEST_DATABASE_URL (default: the local
// server) with a schema of their own, dropped afterwards. When no server answers, CI
// (REQUIRE_POSTGRES=1) fails every file; elsewhere they are skipped, and the run ends with a count of
// what was skipped (postgres-skips.ts), so that a green run without PostgreSQL cannot pass unnoticed.

export { PG_URL } from './postgres-skips.ts';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresAvailable = await postgresReachable();
if (!postgresAvailable && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but no server answered at ${PG_URL}. Start it, or set TEST_DATABASE_URL.`);
}
if (!postgresAvailable) console.warn(`PostgreSQL tests SKIPPED: no server answered at ${PG_URL}`);

export interface TestDatabase {
  dialect: Dialect;
  /** Opens a fresh, migrated, empty database. */
  open(): Promise<Database>;
  /** Closes it and removes what it created. */
  dispose(database: Database): Promise<void>;
}

const sqliteTest: TestDatabase = {
  dialect: 'sqlite',
  async open() {
    const database = openDatabase(':memory:');
    await migrate(database);
    return database;
  },
  async dispose(database) {
    await database.close();
  },
};

const schemas = new WeakMap<Database, string>();

const postgresTest: TestDatabase = {
  dialect: 'postgres',
  async open() {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = openDatabase(PG_URL, { schema, poolSize: 4 });
    schemas.set(database, schema);
    await migrate(database);
    return database;
  },
  async dispose(database) {
    await database.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schemas.get(database)} cascade`);
    await admin.end();
  },
};

/** Runs a describe block once per database: SQLite always, PostgreSQL when a server answers. */
export function describeEachDatabase(name: string, body: (t: TestDatabase) => void): void {
  describe(`${name} [sqlite]`, () => body(sqliteTest));
  describe.skipIf(!postgresAvailable)(`${name} ${POSTGRES_TAG}`, () => body(postgresTest));
}

/**
 * A test app is one client making many requests, so the per-client budgets are raised far above
 * what any test sends; the tests of the limits themselves pass their own `rateLimits`.
 */
export const GENEROUS_LIMITS = { writes: 100_000, exports: 100_000, assistant: 100_000, search: 100_000, reads: 100_000, pages: 100_000 };

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), rateLimits: GENEROUS_LIMITS, ...overrides };
}

export async function testApp(database: Database, overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return app;
}

export interface TestAppHandle {
  readonly app: FastifyInstance;
  readonly database: Database;
}

/**
 * The setup every API test that needs a database shares: before the block's tests, a fresh
 * database (seeded by `seed`) and an app on it (`app: false` for none); after them, both closed.
 * `config` may be a function, read when the app starts, for values a `beforeAll` registered
 * earlier makes (a temporary folder). Read `app` and `database` inside tests, not while the block
 * is being defined.
 */
export function setUpTestApp(
  t: TestDatabase,
  options: {
    seed?: (database: Database) => Promise<unknown>;
    config?: Partial<ServerConfig> | (() => Partial<ServerConfig>);
    app?: boolean;
    /** For a seed larger than the project's hook timeout allows. */
    timeout?: number;
  } = {},
): TestAppHandle {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    database = await t.open();
    await options.seed?.(database);
    if (options.app === false) return;
    app = await testApp(database, typeof options.config === 'function' ? options.config() : options.config);
  }, options.timeout);
  afterAll(async () => {
    await app?.close();
    if (database) await t.dispose(database);
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app opens in beforeAll: read it inside a test.');
    return value;
  };
  return {
    get app() {
      return opened(app);
    },
    get database() {
      return opened(database);
    },
  };
}
