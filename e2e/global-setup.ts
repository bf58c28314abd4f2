import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the built server once for the whole end-to-end suite, on a free loopback port with its
// own temporary database seeded with a small county, and hands its address to the tests.

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const root = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(join(root, 'apps/api/dist/server.mjs'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'county-e2e-'));
  // E2E_SERVER=source runs the API from source (tsx) instead of the bundle, and WEB_DIST may name
  // another build of the web app: both let work in progress be tested without touching dist/.
  const command =
    process.env.E2E_SERVER === 'source'
      ? [join(root, 'node_modules/.bin/tsx'), join(root, 'apps/api/src/server.ts')]
      : [process.execPath, join(root, 'apps/api/dist/server.mjs')];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'county.sqlite'),
      SAMPLE_PARCELS: '3000',
      SAMPLE_TPP: '400',
      LOG_LEVEL: 'warn',
      E2E: '1',
      // Every browser test comes from 127.0.0.1, one client to the server: raise the read budgets
      // (writes and forms keep theirs, which some tests exercise).
      RATE_LIMIT_READS: '100000',
      RATE_LIMIT_ASSISTANT: '100000',
      RATE_LIMIT_EXPORTS: '100000',
      RATE_LIMIT_PAGES: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/healthz`, child, 120_000);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
