import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/lib/harness.ts';
import { repoRoot } from '../../src/config.ts';

// The built server as an operator runs it: several worker processes on one port, and a graceful
// exit on SIGTERM. Needs the bundle (npm test builds it first).

const server = resolve(repoRoot, 'apps/api/dist/server.mjs');
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'county-proc-'));
  child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'c.sqlite'),
      SAMPLE_PARCELS: '200',
      SAMPLE_TPP: '20',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe.skipIf(!existsSync(server))('server processes', () => {
  it('runs WORKERS=2 processes that share the port', async () => {
    const base = await start({ WORKERS: '2' });
    // The first worker may answer before the second is listening: ask for up to 20 s.
    const instances = new Set<string>();
    const deadline = Date.now() + 20_000;
    while (instances.size < 2 && Date.now() < deadline) {
      const body = (await (await fetch(`${base}/healthz`, { headers: { connection: 'close' } })).json()) as { instance: string };
      instances.add(body.instance);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(instances.size).toBe(2);
  }, 60_000);

  it('exits cleanly on SIGTERM', async () => {
    const base = await start({});
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
