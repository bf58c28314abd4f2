import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../../src/config.ts';
import { freePort, waitUntilAnswering } from '../harness.ts';

// The server under load runs from source in a process of its own, started with node itself (not
// through the tsx launcher, which would put a second process in between) so that the pid we hold is
// the server's: its memory is read from /proc and kill -9 hits the server, not a wrapper.

export interface LoadServer {
  baseURL: string;
  pid: number;
  /**
   * Resident memory now and at its peak, in MB, from /proc/<pid>/status; `anonMb` is the part that
   * is the process's own (heap, stacks), without the pages of the memory-mapped SQLite file, which
   * grow as more of the county is read and belong to the page cache.
   */
  memory(): { rssMb: number; peakMb: number; anonMb: number };
  /** SIGKILL: the process dies at once, with requests in flight. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
}

export const LOAD_LIMITS = {
  // The load comes from one address; real traffic comes from thousands, each far under the limits.
  RATE_LIMIT_SEARCH: '1000000',
  RATE_LIMIT_WRITES: '1000000',
  RATE_LIMIT_ASSISTANT: '1000000',
  RATE_LIMIT_READS: '1000000',
  RATE_LIMIT_EXPORTS: '1000000',
  RATE_LIMIT_PAGES: '1000000',
  // The bench client stands in for a proxy on this machine: each feedback sender names its own
  // client address in X-Forwarded-For, which only a trusted proxy may do.
  TRUST_PROXY: '127.0.0.1',
};

function statusKb(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

export async function startLoadServer(databaseUrl: string, port?: number, env: Record<string, string> = {}): Promise<LoadServer> {
  const listen = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(listen), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', WORKERS: '1', ...LOAD_LIMITS, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseURL = `http://127.0.0.1:${listen}`;
  await waitUntilAnswering(child, `${baseURL}/readyz`);
  const pid = child.pid!;
  return {
    baseURL,
    pid,
    memory: () => ({ rssMb: statusKb(pid, 'VmRSS') / 1024, peakMb: statusKb(pid, 'VmHWM') / 1024, anonMb: statusKb(pid, 'RssAnon') / 1024 }),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
