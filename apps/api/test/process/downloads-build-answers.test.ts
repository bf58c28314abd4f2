import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/lib/harness.ts';
import { repoRoot } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { addConfidential } from '../../src/privacy/index.ts';

// Issue 42: with WORKERS=2 the primary process accepts every connection and hands it to a worker,
// so anything heavy on its event loop holds up every new visitor. The data downloads are built
// while new connections keep arriving (the first build at start, then the rebuild after a
// confidential mark). Every one is answered, and the primary process itself spends almost no CPU
// while the build runs: the build's seconds of work are a child's. How long each new connection
// took is printed (the issue asks for 300 ms; on a machine shared by many jobs a process may wait
// longer than that for a core whatever it runs, so the time is reported rather than asserted, and
// the primary's own CPU time is what fails before the fix). Needs the bundle and Linux's /proc.

const server = resolve(repoRoot, 'apps/api/dist/server.mjs');
/** Large enough that a build takes seconds: each page of the build is a long stretch of work. */
const PARCELS = '20000';
const LIMIT_MS = 300;
/** CPU the primary may spend while a build runs: handing connections over and checking stamps. */
const PRIMARY_CPU_S = 1;

/** CPU seconds a process has used itself (not its children), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime and stime are fields 14 and 15 of the line, in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Milliseconds from opening a new connection to the end of the answer to GET path. */
function timedGet(base: string, path: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    // agent: false opens a connection of its own, which the primary must accept and hand over.
    const req = request(`${base}${path}`, { agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ ms: performance.now() - started, status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 10 s`)));
    req.on('error', fail);
    req.end();
  });
}

interface Listing {
  preparing: boolean;
  created: string | null;
  files: unknown[];
}

/**
 * Opens a new connection to /healthz every 50 ms until `done` says the build is over, and answers
 * the time each took; at least `least` probes must have run while the build was under way.
 */
async function probeWhile(base: string, done: () => Promise<boolean>, least: number): Promise<number[]> {
  const times: number[] = [];
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const probe = await timedGet(base, '/healthz');
    expect(probe.status).toBe(200);
    times.push(probe.ms);
    if (times.length % 10 === 0 && (await done())) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(times.length).toBeGreaterThanOrEqual(least);
  return times;
}

const listing = async (base: string) => JSON.parse((await timedGet(base, '/api/Downloads')).body) as Listing;

describe.skipIf(!existsSync(server) || !existsSync('/proc/self/stat'))('building the downloads in a cluster', () => {
  it('answers every new connection while the downloads are built and rebuilt, the work done outside the primary', async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'county-build-answers-'));
    const databaseUrl = join(dataDir, 'c.sqlite');
    child = spawn(process.execPath, [server], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SAMPLE_PARCELS: PARCELS, LOG_LEVEL: 'warn', WORKERS: '2' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await timedGet(base, '/healthz').catch(() => null);
      if (up?.status === 200) break;
      if (i > 1200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }

    // Both workers take connections (each copies parts of the roll into memory as it starts, which
    // is not what this test measures), then the first build, started after the workers listen.
    const instances = new Set<string>();
    while (instances.size < 2) {
      instances.add((JSON.parse((await timedGet(base, '/healthz')).body) as { instance: string }).instance);
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    const primary = child.pid!;
    let cpuBefore = cpuSeconds(primary);
    const first = await probeWhile(base, async () => (await listing(base)).files.length > 0, 5);
    const firstCpu = cpuSeconds(primary) - cpuBefore;
    const published = await listing(base);
    expect(published.preparing).toBe(false);

    // A confidential mark makes the files stale; the next listing sets off the rebuild.
    const database = openDatabase(databaseUrl);
    try {
      const pid = (await database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow()).parcel_id;
      await addConfidential(database, [pid]);
    } finally {
      await database.close();
    }
    cpuBefore = cpuSeconds(primary);
    await listing(base);
    const rebuilt = async () => {
      const now = await listing(base);
      return !now.preparing && now.files.length > 0 && now.created !== published.created;
    };
    const second = await probeWhile(base, rebuilt, 5);
    const secondCpu = cpuSeconds(primary) - cpuBefore;

    const all = [...first, ...second].sort((a, b) => a - b);
    const slow = all.filter((ms) => ms > LIMIT_MS).length;
    console.log(
      `new connections during the builds: ${all.length}, p50 ${Math.round(all[Math.floor(all.length / 2)]!)} ms, ` +
        `p99 ${Math.round(all[Math.floor(all.length * 0.99)]!)} ms, max ${Math.round(all.at(-1)!)} ms, ${slow} over ${LIMIT_MS} ms; ` +
        `primary CPU ${firstCpu.toFixed(2)} s during the first build, ${secondCpu.toFixed(2)} s during the rebuild`,
    );
    expect(firstCpu).toBeLessThan(PRIMARY_CPU_S);
    expect(secondCpu).toBeLessThan(PRIMARY_CPU_S);
  }, 600_000);
});
