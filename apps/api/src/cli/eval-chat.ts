import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import { ChatEngine } from '../chat/engine.ts';
import { loadKnowledgeBase } from '../chat/knowledge-base.ts';
import { evaluate, readCases, share, type EvalReport } from '../chat/evaluate.ts';

// `npm run eval:chat`: runs the development set (../shared/eval/chat-dev-set.jsonl) and the
// held-out set (apps/api/test/chat/held-out.jsonl) through the answer engine and prints top-1,
// top-3 and the share of off-topic questions answered with an empty list. `--verbose` lists the
// questions whose first answer was not an accepted one; other arguments name more sets to run.
// Exits 1 when the development set misses its budget.

const BUDGET = { top1: 0.95, top3: 0.98, offTopic: 0.9 };

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const extra = args.filter((a) => !a.startsWith('--'));
const sets = [
  { name: 'development set', path: resolve(repoRoot, '../shared/eval/chat-dev-set.jsonl') },
  { name: 'held-out set', path: resolve(repoRoot, 'apps/api/test/chat/held-out.jsonl') },
  ...extra.map((path) => ({ name: path, path: resolve(path) })),
];

const engine = new ChatEngine(loadKnowledgeBase(resolve(process.env.CONTENT_DIR ?? resolve(repoRoot, 'content'), 'assistant')));
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function print(name: string, r: EvalReport): void {
  console.log(
    `${name.padEnd(16)} top-1 ${percent(share(r.top1, r.answerable))} (${r.top1}/${r.answerable})  ` +
      `top-3 ${percent(share(r.top3, r.answerable))} (${r.top3}/${r.answerable})  ` +
      `off-topic empty ${percent(share(r.offTopicEmpty, r.offTopic))} (${r.offTopicEmpty}/${r.offTopic})`,
  );
  if (verbose) for (const m of r.misses) console.log(`  miss: ${m.q}\n        want ${m.accept.join(' | ') || '(empty)'}\n        got  ${m.got.join(' | ') || '(empty)'}`);
}

let failed = false;
for (const [i, set] of sets.entries()) {
  const report = evaluate(readCases(set.path), (q) => engine.answer(q));
  print(set.name, report);
  if (i === 0) {
    failed =
      share(report.top1, report.answerable) < BUDGET.top1 ||
      share(report.top3, report.answerable) < BUDGET.top3 ||
      share(report.offTopicEmpty, report.offTopic) < BUDGET.offTopic;
  }
}
if (failed) {
  console.log(`The development set misses its budget (top-1 ${percent(BUDGET.top1)}, top-3 ${percent(BUDGET.top3)}, off-topic ${percent(BUDGET.offTopic)}).`);
  process.exitCode = 1;
}
