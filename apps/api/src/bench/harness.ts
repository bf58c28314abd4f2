import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';

// Shared pieces of `npm run bench`: start the built server as its own process (so the load
// generator does not steal its event loop), fire a fixed number of seconds of traffic at it with
// autocannon, and print one line of figures per case.

export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Starts apps/api/dist/server.mjs against a database and waits until it answers. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve(repoRoot, 'apps/api/dist/server.mjs')], {
    cwd: repoRoot,
    // The load generator is one client address: with the default search limit (600 a minute) most
    // of a case would measure 429 answers, not searches.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_SEARCH: '1000000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadCase {
  name: string;
  /** Paths to cycle through (each request takes the next). */
  paths: string[];
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export async function load(baseURL: string, c: LoadCase): Promise<LoadResult> {
  const result = await autocannon({
    url: baseURL,
    connections: c.connections ?? 32,
    duration: c.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    requests: c.paths.map((path) => ({
      path,
      method: c.method ?? 'GET',
      body: c.body,
      headers: c.headers ?? (c.body ? { 'content-type': 'application/json' } : undefined),
    })),
  });
  return {
    name: c.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printResult(r: LoadResult, ceiling?: LoadResult): void {
  const share = ceiling ? ` (${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}% of bare route)` : '';
  console.log(
    `${r.name.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}${share}`,
  );
}
