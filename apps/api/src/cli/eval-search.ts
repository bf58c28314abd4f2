import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedCounty } from '../data/generator/index.ts';
import { generateCorpus } from '../search-eval/corpus.ts';
import type { CorpusCase } from '../search-eval/corpus-case.ts';
import { evaluateCases, shares } from '../search-eval/evaluate.ts';

// `npm run eval:search`: seeds the sample county (20,000 parcels, 2,500 accounts, seed 1) into a
// scratch SQLite file, runs the checked-in corpus (apps/api/eval/search-corpus.jsonl) through the
// smart box and prints the share found on the first page or opened directly, per kind. Exits 1
// below 95% overall or 90% for any kind. `--generate` writes the corpus again from the roll;
// `--verbose` lists the misses.

const CORPUS = resolve(repoRoot, 'apps/api/eval/search-corpus.jsonl');
const args = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'eval-search-'));
const database = openDatabase(join(dir, 'county.sqlite'));
try {
  await migrate(database);
  await seedCounty(database, { parcels: 20_000, tpp: 2_500, seed: 1 });
  if (args.includes('--generate')) {
    const corpus = await generateCorpus(database);
    writeFileSync(CORPUS, corpus.map((c) => JSON.stringify(c)).join('\n') + '\n');
    console.log(`Wrote ${corpus.length} cases to ${CORPUS}`);
  }
  const cases = readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CorpusCase);
  // The corpus is one client asking quickly: the per-client search limit would answer 429.
  process.env.RATE_LIMIT_SEARCH = '1000000';
  const app = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), database, logger: false });
  await app.ready();
  const outcomes = await evaluateCases(app, cases);
  await app.close();
  let failed = false;
  for (const s of shares(outcomes)) {
    const share = s.found / s.total;
    const budget = s.kind === 'overall' ? 0.95 : 0.9;
    if (share < budget) failed = true;
    console.log(`${s.kind.padEnd(18)} ${(share * 100).toFixed(1).padStart(5)}%  (${s.found}/${s.total})${share < budget ? `  below ${budget * 100}%` : ''}`);
  }
  if (args.includes('--verbose'))
    for (const o of outcomes.filter((x) => !x.found)) console.log(`  miss [${o.case.kind}] ${JSON.stringify(o.case.q)}: ${o.answer}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
