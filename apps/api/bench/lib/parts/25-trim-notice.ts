import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';
import { sampleParcels } from '../sample-parcels.ts';

// The TRIM notice as a PDF (decisions 81, 82): read from the roll, laid out and rendered with pdfkit,
// the heaviest answer the card links to. Its 1,000 files (about 58 MB) are more than a process keeps
// (decision 128: 32 MB, least recently used first out), so the cycle still renders each request. 500 parcels spread over the roll,
// in English and Spanish, at 8 connections (a PDF is opened by a person, not fetched in bursts).
// Its own part so that `npm run bench -- trim` measures it alone. Budget: p99 under 150 ms.

const PARCELS = 500;
const CONNECTIONS = 8;
const WARM_UP_SECONDS = 2;

export default async function trimNoticeBench(ctx: BenchContext): Promise<void> {
  const pids = await sampleParcels(ctx.database, PARCELS);
  if (pids.length === 0) {
    console.log('TRIM notice: the bench database has no parcels; skipped.');
    return;
  }
  const paths = pids.flatMap((pid) => [`/api/Trim/GetNoticePdf?pid=${pid}&lang=en`, `/api/Trim/GetNoticePdf?pid=${pid}&lang=es`]);
  console.log(`\nTRIM notice PDF (${pids.length} parcels, both languages, ${CONNECTIONS} connections; budget p99 < 150 ms):`);
  await load(ctx.baseURL, { name: 'TRIM notice PDF', paths, seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
  printResult(await load(ctx.baseURL, { name: `TRIM notice PDF (${CONNECTIONS} connections)`, paths, connections: CONNECTIONS }), ctx.ceiling);
}
