import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import { ChatEngine } from '../chat/engine.ts';
import { loadKnowledgeBase } from '../chat/knowledge-base.ts';
import { evaluate, readCases, share, type EvalReport } from '../chat/evaluate.ts';

// `npm run eval:chat`: runs the shared development set (../shared/eval/chat-dev-set.jsonl), the
// held-out set (apps/api/test/chat/held-out.jsonl) and the project's own set with Spanish questions
// and facts (apps/api/test/chat/dev-set.jsonl) through the answer engine and prints top-1, top-3,
// the share of off-topic questions answered with an empty list and the share of replies whose
// words hold the question's fact. `--verbose` lists the misses; other arguments name more sets.
// Exits 1 when a set misses its budget.

const BUDGET = { top1: 0.95, top3: 0.98, offTopic: 0.9, fact: 0.95 };

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const extra = args.filter((a) => !a.startsWith('--'));
const sets = [
  { name: 'development set', path: resolve(repoRoot, '../shared/eval/chat-dev-set.jsonl') },
  { name: 'held-out set', path: resolve(repoRoot, 'apps/api/test/chat/held-out.jsonl') },
  { name: 'project set', path: resolve(repoRoot, 'apps/api/test/chat/dev-set.jsonl') },
  ...extra.map((path) => ({ name: path, path: resolve(path) })),
];

const engine = new ChatEngine(loadKnowledgeBase(resolve(process.env.CONTENT_DIR ?? resolve(repoRoot, 'content'), 'assistant')));
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function print(name: string, r: EvalReport): void {
  console.log(
    `${name.padEnd(16)} top-1 ${percent(share(r.top1, r.answerable))} (${r.top1}/${r.answerable})  ` +
      `top-3 ${percent(share(r.top3, r.answerable))} (${r.top3}/${r.answerable})  ` +
      `off-topic empty ${percent(share(r.offTopicEmpty, r.offTopic))} (${r.offTopicEmpty}/${r.offTopic})` +
      (r.withFact > 0 ? `  answered with the fact ${percent(share(r.factFound, r.withFact))} (${r.factFound}/${r.withFact})` : ''),
  );
  if (!verbose) return;
  for (const m of r.misses) console.log(`  miss: ${m.q}\n        want ${m.accept.join(' | ') || '(empty)'}\n        got  ${m.got.join(' | ') || '(empty)'}`);
  for (const m of r.factMisses) console.log(`  no fact: ${m.q}\n        want '${m.fact}'\n        said ${m.text}`);
}

// The project set's Spanish questions, counted apart as well.
const isSpanish = (q: string) => engine.reply(q).language === 'es';

let failed = false;
for (const set of sets) {
  const cases = readCases(set.path);
  const report = evaluate(cases, (q) => engine.reply(q));
  print(set.name, report);
  const spanish = cases.filter((c) => isSpanish(c.q));
  if (spanish.length > 0 && spanish.length < cases.length)
    print(
      '  of which Spanish',
      evaluate(spanish, (q) => engine.reply(q)),
    );
  const short =
    share(report.top1, report.answerable) < BUDGET.top1 ||
    share(report.top3, report.answerable) < BUDGET.top3 ||
    share(report.offTopicEmpty, report.offTopic) < BUDGET.offTopic ||
    (report.withFact > 0 && share(report.factFound, report.withFact) < BUDGET.fact);
  if (short) {
    console.log(
      `  ${set.name} misses its budget (top-1 ${percent(BUDGET.top1)}, top-3 ${percent(BUDGET.top3)}, off-topic ${percent(BUDGET.offTopic)}, fact ${percent(BUDGET.fact)}).`,
    );
    failed = true;
  }
}
if (failed) process.exitCode = 1;
