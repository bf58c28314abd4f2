import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../src/config.ts';
import { BENCH_WORKERS, freePort, load, printResult, startServer, waitUntilAnswering, watchServer, type BenchContext } from '../lib/harness.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { watchRssAnon } from '../lib/memory.ts';

// `npm run bench`: generates the full county into SQLite once (data/bench/county.sqlite), prints the
// time and peak memory of that, then measures every endpoint family against it at 32 connections,
// next to a bare Fastify route. Each family is a file in bench/lib/parts/ exporting a default
// function that receives this context. BENCH_SECONDS (default 10) sets the length of each case;
// `npm run bench -- only-name` runs the parts whose file name contains only-name.

const PARCELS = Number(process.env.BENCH_PARCELS ?? 480_000);
const TPP = Number(process.env.BENCH_TPP ?? 60_000);
const dbPath = resolve(repoRoot, 'data/bench', `county-${PARCELS}.sqlite`);

async function ensureCounty(): Promise<void> {
  if (existsSync(dbPath) && !process.argv.includes('--regenerate')) {
    console.log(`Using the generated county at ${dbPath} (--regenerate to time the generator again).`);
    return;
  }
  // The generator runs in its own process so that its peak memory is its own.
  const child = spawn(
    resolve(repoRoot, 'node_modules/.bin/tsx'),
    [
      resolve(repoRoot, 'apps/api/src/cli/seed.ts'),
      '--parcels',
      String(PARCELS),
      '--tpp',
      String(TPP),
      '--seed',
      '1',
      '--database',
      dbPath,
      '--fresh',
      '--report',
    ],
    { stdio: 'inherit' },
  );
  const started = performance.now();
  const memory = watchRssAnon(child.pid as number);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const peak = memory.stop();
  if (code !== 0) throw new Error(`seed failed with ${code}`);
  // Wall time of the whole command (process start included) and the generator's own memory.
  console.log(
    `generator: ${((performance.now() - started) / 1000).toFixed(1)} s wall, peak RssAnon ${peak === null ? 'not measured (no /proc)' : `${peak} MB`} (budget: 60 s, 1 GB)`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(resolve(repoRoot, 'apps/api/dist/server.mjs')) || !existsSync(resolve(repoRoot, 'apps/web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  await ensureCounty();
  const database = openDatabase(dbPath);
  await migrate(database);

  const barePort = await freePort();
  // Started with node itself (tsx only as a loader), so the pid is the server's and its CPU time counts.
  const bare = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'apps/api/bench/lib/bare-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(barePort), WORKERS: BENCH_WORKERS },
    stdio: 'inherit',
  });
  const bareURL = `http://127.0.0.1:${barePort}`;
  watchServer(bareURL, bare.pid);
  await waitUntilAnswering(bare, `${bareURL}/bare`);
  const server = await startServer(dbPath);
  try {
    console.log(`\nLoad at 32 connections, ${process.env.BENCH_SECONDS ?? 10} s per case, over loopback, ${BENCH_WORKERS} server process(es) (BENCH_WORKERS):`);
    const ceiling = await load(bareURL, { name: 'bare Fastify route (ceiling)', paths: ['/bare'] });
    printResult(ceiling);
    const filter = process.argv.slice(2).filter((a) => !a.startsWith('--'));
    const partsDir = resolve(repoRoot, 'apps/api/bench/lib/parts');
    for (const file of readdirSync(partsDir)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      if (filter.length > 0 && !filter.some((f) => file.includes(f))) continue;
      const part = (await import(pathToFileURL(resolve(partsDir, file)).href)) as {
        default: (ctx: BenchContext) => Promise<void>;
      };
      await part.default({ baseURL: server.baseURL, ceiling, database });
    }
  } finally {
    await server.stop();
    bare.kill('SIGTERM');
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
