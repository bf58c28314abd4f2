import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../../src/config.ts';
import { readCases } from '../../../src/chat/evaluate.ts';
import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';

// The virtual assistant: GET api/chat/processmessage over every question of the evaluation sets
// (answerable ones, off-topic ones, addresses and parcel ids). Two kinds of traffic: the same
// questions again and again (served from the engine's memory of recent answers), and questions
// never asked before (each gets a different number appended, so the whole engine runs every time).
// New questions are measured at one connection only: autocannon's connections replay the same
// list of paths in step, so at 32 all but the first would be answered from memory. The engine
// answers from memory, so the database size does not matter. Budget: p99 under 5 ms.

const SETS = [resolve(repoRoot, '../shared/eval/chat-dev-set.jsonl'), resolve(repoRoot, 'apps/api/test/chat/held-out.jsonl')];
const BUDGET_P99_MS = 5;
/** Enough new questions that none repeats within a case at one connection. */
const FRESH_ROUNDS = 400;

export default async function chatBench(ctx: BenchContext): Promise<void> {
  const questions = SETS.filter((path) => existsSync(path)).flatMap((path) => readCases(path).map((c) => c.q));
  const path = (q: string) => `/api/chat/processmessage?queryData=${encodeURIComponent(q)}`;
  const probe = await fetch(`${ctx.baseURL}${path('homestead')}`);
  if (probe.status !== 200) {
    console.log(`chat: the built server answers ${probe.status}; run \`npm run build\` first. Skipped.`);
    return;
  }
  const repeated = questions.map(path);
  const fresh: string[] = [];
  for (let round = 0; round < FRESH_ROUNDS; round++) for (const q of questions) fresh.push(path(`${q} ${round}`));
  console.log(`\nVirtual assistant (${questions.length} questions; budget p99 under ${BUDGET_P99_MS} ms):`);
  const cases = [
    { kind: 'new questions', paths: fresh, connections: 1 },
    { kind: 'repeated questions', paths: repeated, connections: 1 },
    { kind: 'repeated questions', paths: repeated, connections: 32 },
  ];
  for (const c of cases) {
    const result = await load(ctx.baseURL, { name: `chat, ${c.kind}, ${c.connections} conn.`, paths: c.paths, connections: c.connections });
    printResult(result, ctx.ceiling);
    if (result.p99 >= BUDGET_P99_MS) console.log(`  p99 ${result.p99} ms is over the budget`);
  }
}
