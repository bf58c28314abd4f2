import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';
import { sampleParcels } from '../sample-parcels.ts';

// The property card: its endpoints over many different parcels, so that the figures reflect the
// database and not one cached page. Each case cycles through 2,000 parcel ids spread over the whole
// roll; a last case mixes every endpoint the card page calls, in the order the page calls them.
// Budget: p99 under 25 ms at 32 connections. Each case first runs two seconds unmeasured, so that
// the figures are those of a server whose cache holds the sampled parcels' pages, not of the disk.

const PARCELS = 2_000;
const WARM_UP_SECONDS = 2;
const MIX_PARCELS = 500;

async function measure(ctx: BenchContext, name: string, paths: string[]): Promise<void> {
  await load(ctx.baseURL, { name, paths, seconds: WARM_UP_SECONDS });
  printResult(await load(ctx.baseURL, { name, paths }), ctx.ceiling);
}

const ENDPOINTS: { name: string; path: (pid: string) => string }[] = [
  { name: 'GetPRCGeneralInfo', path: (pid) => `/api/PRC/GetPRCGeneralInfo?pid=${pid}` },
  { name: 'GetPRCStats', path: (pid) => `/api/PRC/GetPRCStats?PID=${pid}` },
  { name: 'GetPRCPropertyValues (all)', path: (pid) => `/api/PRC/GetPRCPropertyValues?PID=${pid}&TaxYear=0&ShowAllFlag=1` },
  { name: 'GetPRCExemptions (all)', path: (pid) => `/api/PRC/GetPRCExemptions?PID=${pid}&TaxYear=0&ShowAllFlag=1` },
  { name: 'GetPRCCertifiedTaxes', path: (pid) => `/api/PRC/GetPRCCertifiedTaxes?PID=${pid}&TaxYear=0` },
  { name: 'GetPRCNonAdValorem', path: (pid) => `/api/PRC/GetPRCNonAdValorem?PID=${pid}&TaxYear=0` },
  { name: 'GetPRCTotalTaxes', path: (pid) => `/api/PRC/GetPRCTotalTaxes?PID=${pid}&TaxYear=0` },
  { name: 'GetPRCLand', path: (pid) => `/api/PRC/GetPRCLand?PID=${pid}` },
  { name: 'GetPRCBuildings', path: (pid) => `/api/PRC/GetPRCBuildings?PID=${pid}` },
  { name: 'GetPRCFeatures', path: (pid) => `/api/PRC/GetPRCFeatures?PID=${pid}` },
  { name: 'GetPRCSales', path: (pid) => `/api/PRC/GetPRCSales?PID=${pid}` },
  { name: 'GetPRCNearbySales', path: (pid) => `/api/PRC/GetPRCNearbySales?PID=${pid}` },
];

async function sampleAccounts(ctx: BenchContext): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('tpp_accounts').select('account').orderBy('account').limit(PARCELS).execute();
  return rows.map((r) => r.account);
}

export default async function cardBench(ctx: BenchContext): Promise<void> {
  const pids = await sampleParcels(ctx.database, PARCELS);
  if (pids.length === 0) {
    console.log('card: the bench database has no parcels; skipped.');
    return;
  }
  console.log(`\nProperty card (${pids.length} different parcels per case):`);
  for (const endpoint of ENDPOINTS) {
    await measure(ctx, endpoint.name, pids.map(endpoint.path));
  }
  // The whole card as the page loads it: every endpoint for one parcel, then the next parcel. Over
  // 500 parcels (6,000 paths): with all 24,000, autocannon spends so long preparing each
  // connection's requests that its own timers fire and it counts a few 'request timed out' errors
  // in the first milliseconds, before the server has seen them.
  const page = pids.slice(0, MIX_PARCELS).flatMap((pid) => ENDPOINTS.map((e) => e.path(pid)));
  await measure(ctx, 'card page mix (all endpoints)', page);

  const accounts = await sampleAccounts(ctx);
  if (accounts.length > 0) {
    const tpp = accounts.flatMap((acct) => [
      `/api/TPP/GetTPPGeneralInfo?acct=${encodeURIComponent(acct)}`,
      `/api/TPP/GetTPPValues?acct=${encodeURIComponent(acct)}`,
    ]);
    await measure(ctx, 'tangible card (both endpoints)', tpp);
  }
}
