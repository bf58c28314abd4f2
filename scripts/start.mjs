// `npm start`: build whatever is missing, then run the server (one process, or N with --workers N
// or WORKERS=N). PORT, HOST and DATABASE_URL pass through the environment.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const web = resolve(root, 'apps/web/dist/index.html');
const webRenderer = resolve(root, 'apps/web/dist-ssr/entry-server.js');
const api = resolve(root, 'apps/api/dist/server.mjs');

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(web) || !existsSync(webRenderer)) run(['run', 'build', '-w', '@county/web']);
if (!existsSync(api)) run(['run', 'build', '-w', '@county/api']);

const args = process.argv.slice(2);
const workersFlag = args.indexOf('--workers');
const workers = workersFlag >= 0 ? args[workersFlag + 1] : process.env.WORKERS;
const env = { ...process.env, ...(workers ? { WORKERS: workers } : {}) };
const child = spawn(process.execPath, ['--enable-source-maps', api], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
