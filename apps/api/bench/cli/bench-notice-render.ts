import { createHash } from 'node:crypto';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { trimNotice } from '../../src/trim/notice.ts';
import { noticePdf } from '../../src/trim/notice-pdf.ts';
import type { TrimNotice } from '@county/shared/trim';
import { sampleParcels } from '../lib/sample-parcels.ts';

// The CPU one TRIM notice PDF costs to render, without the server or the database (decision 82):
// the notices of NOTICE_PARCELS parcels are read first, then rendered NOTICE_RENDERS times in both
// languages in this one process, and the process's CPU time is divided by the renders. Prints a
// digest of the last round's files, so a change that should keep the bytes can be checked to.
// Usage: DATA_DIR=... tsx apps/api/bench/cli/bench-notice-render.ts [--cpu-prof with node]

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
const parcels = Number(process.env.NOTICE_PARCELS ?? 50);
const renders = Number(process.env.NOTICE_RENDERS ?? 200);
const options = { contentDir: config.contentDir, levyingAuthorities: config.site.levyingAuthorities };
const notices: TrimNotice[] = [];
for (const pid of await sampleParcels(database, parcels)) notices.push(await trimNotice(database, pid, null, options));
await database.close();

const context = { office: config.site.officeName, pageUrl: 'https://example.gov/trim', appealsUrl: 'https://example.gov/appeals' };
const render = (i: number) => noticePdf(notices[i % notices.length]!, i % 2 === 0 ? 'en' : 'es', context);
for (let i = 0; i < 40; i++) render(i); // warm-up: the fonts parsed, the code compiled
const digest = createHash('sha256');
for (let i = 0; i < notices.length * 2; i++) digest.update(render(i));
const cpu = process.cpuUsage();
const start = performance.now();
let bytes = 0;
for (let i = 0; i < renders; i++) bytes += render(i).length;
const used = process.cpuUsage(cpu);
const wall = performance.now() - start;
console.log(
  `${renders} renders of ${notices.length} notices: ${((used.user + used.system) / 1000 / renders).toFixed(1)} ms CPU a notice, ` +
    `${(wall / renders).toFixed(1)} ms wall, ${Math.round(bytes / renders / 1024)} KB a file; files digest ${digest.digest('hex').slice(0, 16)}`,
);
