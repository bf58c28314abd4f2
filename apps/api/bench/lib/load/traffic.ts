import type { Client } from './client.ts';
import { nextClientAddress, openForm, sendFeedback, sleep, type OpenForm } from './feedback.ts';
import type { TrafficPaths } from './paths.ts';
import type { Recorder } from './stats.ts';

// Mixed traffic as the site sees it in a busy week: each connection is a visitor who, request after
// request with no pause, picks what to do by these shares. Searches and type-ahead come together
// (people type, then search), card pages are the most read, a few ask the assistant, read a page, or
// send feedback (the form opened, then sent once the least fill-in time has passed).

const SHARES: [kind: keyof TrafficPaths | 'feedback', weight: number][] = [
  ['search', 24],
  ['suggest', 24],
  ['card', 30],
  ['content', 9],
  ['assistant', 8],
  ['feedback', 5],
];
const TOTAL_WEIGHT = SHARES.reduce((sum, [, w]) => sum + w, 0);

export interface MixedLoad {
  client: Client;
  paths: TrafficPaths;
  recorder: Recorder;
  connections: number;
  seconds: number;
  /** A prefix for the feedback markers of this run. */
  runId: string;
}

export async function runMixedLoad(load: MixedLoad): Promise<{ sentFeedback: Map<string, string> }> {
  const { client, paths, recorder } = load;
  const deadline = performance.now() + load.seconds * 1000;
  const next: Record<string, number> = {};
  const nextPath = (kind: keyof TrafficPaths) => {
    const list = paths[kind];
    next[kind] = ((next[kind] ?? -1) + 1) % list.length;
    return list[next[kind]]!;
  };
  const forms: OpenForm[] = [];
  const sentFeedback = new Map<string, string>();
  let markers = 0;

  async function feedback(): Promise<void> {
    const form = await openForm(client, (status, ms) => recorder.record('feedback-token', status, ms));
    if (form) forms.push(form);
    // Send the oldest open form that has waited long enough; the newest waits for a later turn.
    if (forms[0] && forms[0].readyAt <= performance.now()) {
      const ready = forms.shift()!;
      const marker = `${load.runId}-${markers++}`;
      const sent = await sendFeedback(client, ready, marker);
      recorder.record('feedback-post', sent.status, sent.ms);
      if (sent.receipt) sentFeedback.set(marker, sent.receipt);
    }
  }

  async function visitor(n: number): Promise<void> {
    const ip = nextClientAddress();
    let turn = n * 7919;
    while (performance.now() < deadline) {
      let pick = (turn++ * 7919) % TOTAL_WEIGHT;
      const [kind] = SHARES.find(([, weight]) => (pick -= weight) < 0)!;
      if (kind === 'feedback') {
        await feedback();
        continue;
      }
      const answer = await client.send('GET', nextPath(kind), undefined, { 'x-forwarded-for': ip });
      recorder.record(kind, answer.status, answer.ms);
      // A server that stopped answering would otherwise spin this loop at full speed.
      if (answer.status === 0) await sleep(50);
    }
  }

  await Promise.all(Array.from({ length: load.connections }, (_, n) => visitor(n)));
  return { sentFeedback };
}
