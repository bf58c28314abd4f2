import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../src/config.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { startServer } from '../lib/harness.ts';

// `npm run bench:web`: Lighthouse (mobile settings, simulated throttling) in the system Chromium over
// the pages people load most, then the byte budgets of the home page. Prints figures; budgets are
// marked PASS or OVER so a reader sees at once what needs work, and the command exits 1 when any
// page misses one (issue #20's budgets for a cheap phone). Words after `--` pick the pages to measure.

const BUDGET = { performance: 95, accessibility: 100, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

/** The eight pages people load most; the card pages take a parcel and an account from the roll. */
async function pagesOf(baseURL: string): Promise<string[]> {
  const owners = (await (await fetch(`${baseURL}/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=SMITH&size=1`)).json()) as {
    parcelId: string;
  }[];
  const accounts = (await (await fetch(`${baseURL}/api/QuickSearch/GetTangibleSearchInfo?businessName=A&size=1`)).json()) as {
    account: string;
  }[];
  return [
    '/dashboard',
    '/parcelsearch?q=SMITH',
    `/propertycard?pid=${owners[0]!.parcelId}`,
    `/trim?pid=${owners[0]!.parcelId}`,
    `/tangiblecard?acct=${accounts[0]!.account}`,
    '/faqcontent/SOH',
    '/codetables',
    '/tools/tax-estimator',
    // The map page (decision 113): its words are rendered on the server; Leaflet and the tiles follow.
    `/map?pid=${owners[0]!.parcelId}`,
    '/ocpaFeedback',
    // Spanish pages carry their own catalogs (decision 100): the home page and a card, in Spanish.
    '/es/dashboard',
    `/es/propertycard?pid=${owners[0]!.parcelId}`,
  ];
}

function mark(ok: boolean): string {
  return ok ? 'PASS' : 'OVER';
}

/** Initial JavaScript of /dashboard: the entry chunk, its static imports and the dashboard chunk, gzipped. */
function initialJsBytes(): { bytes: number; files: string[] } {
  const assets = resolve(repoRoot, 'apps/web/dist/assets');
  const html = readFileSync(resolve(repoRoot, 'apps/web/dist/index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports only (`import ... from "./x.js"`); dynamic import() chunks load later.
    for (const match of code.matchAll(/(?:^|[;\s])import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  visit(entry);
  const dashboard = readdirSync(assets).find((f) => f.startsWith('dashboard-page') && f.endsWith('.js'));
  if (dashboard) visit(dashboard);
  let bytes = 0;
  for (const file of seen) bytes += gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  return { bytes, files: [...seen] };
}

async function main(): Promise<void> {
  if (!existsSync(resolve(repoRoot, 'apps/web/dist/index.html')) || !existsSync(resolve(repoRoot, 'apps/api/dist/server.mjs'))) {
    spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = await startServer(join(dataDir, 'county.sqlite'), { DATA_DIR: dataDir, SAMPLE_PARCELS: '20000', SAMPLE_TPP: '2500' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    console.log('Lighthouse, mobile settings (simulated slow 4G, 4x CPU slowdown):');
    console.log(`${'page'.padEnd(40)} perf  a11y  LCP ms  TBT ms  CLS    budget`);
    console.log(
      `${'(budget)'.padEnd(40)} ${`>=${BUDGET.performance}`.padStart(4)}  ${String(BUDGET.accessibility).padStart(4)}  ${`<${BUDGET.lcpMs}`.padStart(6)}  ${`<${BUDGET.tbtMs}`.padStart(6)}  <${BUDGET.cls}`,
    );
    let failures = 0;
    let dashboardTransfer = 0;
    let thirdPartyBlocking = 0;
    let unsizedImages = 0;
    // `npm run bench:web -- trim` measures only the pages whose path contains one of the words given.
    const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
    for (const path of (await pagesOf(server.baseURL)).filter((p) => only.length === 0 || only.some((word) => p.includes(word)))) {
      const result = await lighthouse(`${server.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const ok =
        score('performance') >= BUDGET.performance &&
        score('accessibility') >= BUDGET.accessibility &&
        num('largest-contentful-paint') < BUDGET.lcpMs &&
        num('total-blocking-time') < BUDGET.tbtMs &&
        num('cumulative-layout-shift') < BUDGET.cls;
      if (!ok) failures++;
      console.log(
        `${path.padEnd(40)} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${num('largest-contentful-paint').toFixed(0).padStart(6)}  ${num('total-blocking-time').toFixed(0).padStart(6)}  ${num('cumulative-layout-shift').toFixed(3)}  ${mark(ok)}`,
      );
      const origin = new URL(server.baseURL).origin;
      const blocking = (lhr.audits['render-blocking-resources']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
      thirdPartyBlocking += blocking.filter((i) => !i.url.startsWith(origin)).length;
      unsizedImages += ((lhr.audits['unsized-images']?.details as { items?: unknown[] } | undefined)?.items ?? []).length;
      if (path === '/dashboard') dashboardTransfer = num('total-byte-weight');
    }
    const initial = initialJsBytes();
    console.log('\nBudgets for /dashboard:');
    console.log(
      `  initial JavaScript (gzip)   ${(initial.bytes / 1024).toFixed(1)} KB  (budget 100 KB)  ${mark(initial.bytes < 100 * 1024)}  [${initial.files.join(', ')}]`,
    );
    console.log(
      dashboardTransfer === 0
        ? '  total transfer              not measured (/dashboard not among the pages asked for)'
        : `  total transfer              ${(dashboardTransfer / 1024).toFixed(1)} KB  (budget 350 KB)  ${mark(dashboardTransfer < 350 * 1024)}`,
    );
    console.log(`  third-party render-blocking ${thirdPartyBlocking}  ${mark(thirdPartyBlocking === 0)}`);
    console.log(`  unsized images              ${unsizedImages}  ${mark(unsizedImages === 0)}`);
    console.log('  fonts                       system font stack, no web fonts downloaded  PASS');
    if (failures > 0 || initial.bytes >= 100 * 1024) {
      console.log(`\n${failures} page(s) over the Lighthouse budgets.`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
