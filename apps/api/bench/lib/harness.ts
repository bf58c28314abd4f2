import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';

// Shared pieces of `npm run bench`: start the built server as its own process (so the load
// generator does not steal its event loop), fire a fixed number of seconds of traffic at it with
// autocannon, and print one line of figures per case.

/** What `npm run bench` hands each part (bench/lib/parts/*.ts); here so parts need not import the CLI. */
export interface BenchContext {
  baseURL: string;
  ceiling: LoadResult;
  database: Database;
}

export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

// The process behind each base URL, so that every case also reports the server's own CPU time
// per request. Unlike latency and req/s, that figure does not move when the host steals the CPU.
const serverPids = new Map<string, number>();

export function watchServer(baseURL: string, pid: number | undefined): void {
  if (pid !== undefined) serverPids.set(baseURL, pid);
}

/** A process's parent pid and its user plus system CPU time in clock ticks (/proc/<pid>/stat). */
function processStat(pid: number | string): { parent: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * The CPU ticks of a server: its process and every process under it (its workers, and the children
 * they start to compute statistics or build the map's tiles), so "settled" waits for those too.
 */
function processTicks(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const own = processStat(pid);
  if (!own) return null;
  const children = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) children.set(Number(entry), stat);
  }
  let ticks = own.ticks;
  const below = [pid];
  while (below.length > 0) {
    const parent = below.pop()!;
    for (const [child, stat] of children) {
      if (stat.parent !== parent) continue;
      ticks += stat.ticks;
      below.push(child);
    }
  }
  return ticks;
}

/**
 * Server processes for the bench: one per core, as a production deployment runs (README, WORKERS).
 * BENCH_WORKERS overrides it; the bare route runs with the same number, so the two stay comparable.
 */
export const BENCH_WORKERS = String(Number(process.env.BENCH_WORKERS ?? availableParallelism()));

/** Where the bench keeps its counties and the data its servers write. */
export const BENCH_DATA_DIR = resolve(repoRoot, 'data/bench');

/** Linux counts process CPU time in ticks of 10 ms (USER_HZ is 100 on every common build). */
const TICK_US = 10_000;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Polls `url` until it answers 2xx. Fails if the process exits first, or kills it and fails after
 * five minutes (a first start may migrate or seed a county).
 */
export async function waitUntilAnswering(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A roll that was never published gets its data downloads built in the background at start
 * (decision 75): two cores busy writing files for a minute or more (for the full county). Figures
 * are taken after that; the files stay in DATA_DIR, so later runs do not wait.
 */
async function waitUntilPublished(baseURL: string): Promise<void> {
  let said = false;
  for (let i = 0; i < 3600; i++) {
    const answer = (await (await fetch(`${baseURL}/api/Downloads`)).json()) as { preparing: boolean; files: unknown[] };
    if (!answer.preparing && answer.files.length > 0) return;
    // Neither published nor being built well after the start: the build failed (the server logged why).
    if (!answer.preparing && i >= 60) throw new Error('the data downloads of this roll could not be built');
    if (!said) console.log('Waiting for the first data downloads of this roll to be published...');
    said = true;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the data downloads were not published within 30 minutes');
}

/**
 * After start each server process copies parts of the roll into memory (decision 25) and may
 * compute stale statistics in a child process (decision 76): on the full county, seconds of CPU
 * on an idle machine and minutes on a busy one, which the first case would otherwise measure as
 * its own. Waits until the server's processes use less than a tenth of a core for three seconds
 * running (at most ten minutes), and says how long that took.
 */
async function waitUntilSettled(baseURL: string): Promise<void> {
  const pid = serverPids.get(baseURL);
  if (pid === undefined || processTicks(pid) === null) return;
  const started = Date.now();
  let quiet = 0;
  let before = processTicks(pid)!;
  while (quiet < 3 && Date.now() - started < 600_000) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = processTicks(pid) ?? before;
    quiet = now - before < 10 ? quiet + 1 : 0;
    before = now;
  }
  console.log(`Server settled ${((Date.now() - started) / 1000).toFixed(0)} s after its downloads were published (${loadAverage()}).`);
}

/** Starts apps/api/dist/server.mjs against a database and waits until it answers, has published its downloads and has settled. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve(repoRoot, 'apps/api/dist/server.mjs')], {
    cwd: repoRoot,
    // The load generator is one client address: with the default search limit (600 a minute) most
    // of a case would measure 429 answers, not searches.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SEARCH: '1000000000',
      RATE_LIMIT_READS: '1000000000',
      RATE_LIMIT_ASSISTANT: '1000000000',
      RATE_LIMIT_EXPORTS: '1000000000',
      RATE_LIMIT_PAGES: '1000000000',
      WORKERS: BENCH_WORKERS,
      // The bench's own data folder (its downloads, outbox), not the one `npm start` uses (issue 42).
      DATA_DIR: BENCH_DATA_DIR,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  watchServer(baseURL, child.pid);
  await waitUntilAnswering(child, `${baseURL}/healthz`);
  await waitUntilPublished(baseURL);
  await waitUntilSettled(baseURL);
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
  /** The share of CPU time the host gave to other machines during the case (Linux only). */
  steal: number | null;
  /** The server process's CPU time per answered request, in microseconds (Linux only). */
  cpuPerRequestUs: number | null;
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

/**
 * The machine's CPU time counters (/proc/stat: user, nice, system, idle, iowait, irq, softirq,
 * steal). On a virtual machine 'steal' is time the host ran something else while ours waited; a
 * case measured while it is high reports the host's load as latency, so every case prints it.
 */
function cpuTimes(): number[] | null {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return null;
  }
}

function stealShare(before: number[] | null, after: number[] | null): number | null {
  if (!before || !after) return null;
  const delta = after.map((v, i) => v - before[i]!);
  const total = delta.reduce((a, b) => a + b, 0);
  return total > 0 ? delta[7]! / total : null;
}

function cpuPerRequest(before: number | null, after: number | null, requests: number): number | null {
  if (before === null || after === null || requests === 0) return null;
  return ((after - before) * TICK_US) / requests;
}

export async function load(baseURL: string, c: LoadCase): Promise<LoadResult> {
  const before = cpuTimes();
  const pid = serverPids.get(baseURL);
  const ticksBefore = processTicks(pid);
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
    steal: stealShare(before, cpuTimes()),
    cpuPerRequestUs: cpuPerRequest(ticksBefore, processTicks(pid), result.requests.total),
  };
}

/**
 * The machine's load average (1, 5 and 15 minutes) as `uptime` prints it. The bench machine is shared:
 * a figure taken while others ran is read beside the load it was taken under.
 */
export function loadAverage(): string {
  return `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

export function printResult(r: LoadResult, ceiling?: LoadResult): void {
  const share = ceiling ? ` (${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}% of bare route)` : '';
  const cpu = r.cpuPerRequestUs === null ? '' : `  server CPU ${r.cpuPerRequestUs.toFixed(0)} µs/req`;
  const cpuShare = ceiling?.cpuPerRequestUs && r.cpuPerRequestUs ? ` (${((ceiling.cpuPerRequestUs / r.cpuPerRequestUs) * 100).toFixed(0)}% of bare route)` : '';
  console.log(
    `${r.name.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}${share}${cpu}${cpuShare}${r.steal === null ? '' : `  cpu steal ${(r.steal * 100).toFixed(0)}%`}  ${loadAverage()}`,
  );
}
