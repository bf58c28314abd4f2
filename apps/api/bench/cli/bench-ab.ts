import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { BENCH_DATA_DIR, freePort, load, waitUntilAnswering, watchServer } from '../lib/harness.ts';
import { sample, searchCases } from '../lib/parts/10-search.ts';

// `npx tsx apps/api/bench/cli/bench-ab.ts before.mjs after.mjs`: the search cases of `npm run bench`
// against two builds of the server (each a copy of apps/api/dist/server.mjs kept in that folder, so
// that its packages resolve), one process each, side by side, measured in turns: ROUNDS (default 3)
// turns of SECONDS (default 3) per case and build, the order reversed every other turn. On a shared
// host whose load moves by a third from one run to the next, the load then falls on both builds
// alike, and their CPU per request can be compared. Needs the county of `npm run bench`;
// BENCH_CASE=owner measures only the cases whose name contains that text. BENCH_DB_A gives the
// first build a database of its own: a build from before a migration cannot open a database that
// ran it (copy the county before the new build migrates it).

const PARCELS = Number(process.env.BENCH_PARCELS ?? 480_000);
const dbPath = resolve(repoRoot, 'data/bench', `county-${PARCELS}.sqlite`);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 3);

interface Build {
  name: string;
  url: string;
  child: ChildProcess;
}

async function start(file: string, name: string, answers: string, database = dbPath): Promise<Build> {
  const port = await freePort();
  const args = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      DATA_DIR: BENCH_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SEARCH: '1000000000',
      RATE_LIMIT_READS: '1000000000',
      WORKERS: '1',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  watchServer(url, child.pid);
  await waitUntilAnswering(child, `${url}${answers}`);
  return { name, url, child };
}

async function main(): Promise<void> {
  const files = process.argv.slice(2).map((f) => resolve(f));
  if (files.length !== 2 || !files.every(existsSync) || !existsSync(dbPath)) {
    throw new Error(
      'give two server builds (e.g. apps/api/dist/server-before.mjs apps/api/dist/server-after.mjs); run `npm run bench` once first for the county',
    );
  }
  const bare = await start(resolve(repoRoot, 'apps/api/bench/lib/bare-server.ts'), 'bare', '/bare');
  const builds = [
    await start(files[0]!, 'A', '/healthz', process.env.BENCH_DB_A ? resolve(process.env.BENCH_DB_A) : dbPath),
    await start(files[1]!, 'B', '/healthz'),
  ];
  const database = openDatabase(dbPath);
  try {
    const ctx = { baseURL: '', ceiling: {} as never, database };
    const cases = [{ name: 'bare Fastify route', paths: ['/bare'] }, ...searchCases(await sample(ctx, false))];
    const warmUps = [cases[0]!, ...searchCases(await sample(ctx, true))];
    console.log(
      `A = ${files[0]}\nB = ${files[1]}\nOne process each, ${ROUNDS} turns of ${SECONDS} s per case and build; server CPU per request (p99 of each turn):`,
    );
    for (const [i, c] of cases.entries()) {
      if (i > 0 && process.env.BENCH_CASE && !c.name.includes(process.env.BENCH_CASE)) continue;
      const targets = i === 0 ? [bare] : builds;
      for (const t of targets) await load(t.url, { ...warmUps[i]!, seconds: 1 });
      const totals = new Map<string, { cpu: number; requests: number; p99: number[] }>();
      for (let turn = 0; turn < ROUNDS; turn++) {
        for (const t of turn % 2 ? [...targets].reverse() : targets) {
          const result = await load(t.url, { ...c, seconds: SECONDS });
          const requests = result.requestsPerSecond * SECONDS;
          const total = totals.get(t.name) ?? { cpu: 0, requests: 0, p99: [] };
          total.cpu += (result.cpuPerRequestUs ?? 0) * requests;
          total.requests += requests;
          total.p99.push(result.p99);
          totals.set(t.name, total);
        }
      }
      const line = [...totals].map(([name, t]) => `${name} ${(t.cpu / t.requests).toFixed(0)} µs/req (p99 ${t.p99.join('/')} ms)`);
      console.log(`${c.name.padEnd(36)} ${line.join('   ')}`);
    }
  } finally {
    for (const b of [bare, ...builds]) b.child.kill('SIGTERM');
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
