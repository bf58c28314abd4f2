import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Database } from '../../../src/db/database.ts';
import { createClient } from './client.ts';
import { openForm, sendFeedback, sleep, type OpenForm } from './feedback.ts';
import type { TrafficPaths } from './paths.ts';
import { startLoadServer, type LoadServer } from './server.ts';
import { ms, ok, printSummaries, Recorder, statusList, summarize } from './stats.ts';
import { runMixedLoad } from './traffic.ts';

// The two faults of issue 9. (a) The server process is killed (SIGKILL, no goodbye) while people
// send feedback under load; after a restart every message that was answered 2xx must be stored,
// once, under the receipt it was given, and sending an unanswered one again must store it once.
// (b) PostgreSQL stops for a few seconds under load: requests must fail fast with 503, and the
// server must answer again by itself once the database is back.

const run = promisify(execFile);

interface Sent {
  marker: string;
  form: OpenForm;
  status: number;
  receipt?: string;
}

async function storedByMarker(database: Database, runId: string): Promise<Map<string, string[]>> {
  const rows = await database.db.selectFrom('feedback').select(['receipt', 'comments']).where('comments', 'like', `%marker ${runId}-%`).execute();
  const byMarker = new Map<string, string[]>();
  for (const row of rows) {
    const marker = /marker (\S+)\.$/.exec(row.comments)?.[1] ?? '?';
    byMarker.set(marker, [...(byMarker.get(marker) ?? []), row.receipt]);
  }
  return byMarker;
}

export interface KillResult {
  answered: number;
  storedOnce: number;
  missing: number;
  duplicates: number;
  unanswered: number;
  unansweredStored: number;
  resentStoredOnce: number;
}

/** Fault (a): kill -9 while feedback is being sent; restart; count what the database holds. */
export async function killDuringFeedback(options: {
  server: LoadServer;
  databaseUrl: string;
  database: Database;
  paths: TrafficPaths;
  runId: string;
}): Promise<{ result: KillResult; server: LoadServer }> {
  const { database, runId } = options;
  const port = Number(new URL(options.server.baseURL).port);
  const client = createClient(options.server.baseURL, 120, 5_000);
  const SUBMITTERS = 8;
  const FORMS_EACH = 150;
  // Every submitter opens its forms first, so that they are old enough to send when the load starts.
  const forms = await Promise.all(
    Array.from({ length: SUBMITTERS }, async () => {
      const mine: OpenForm[] = [];
      for (let i = 0; i < FORMS_EACH; i++) {
        const form = await openForm(client);
        if (form) mine.push(form);
      }
      return mine;
    }),
  );
  await sleep(Math.max(...forms.flat().map((f) => f.readyAt)) - performance.now());

  const sent: Sent[] = [];
  let killed = false;
  const submitter = async (k: number) => {
    for (const [i, form] of forms[k]!.entries()) {
      if (killed) return;
      const marker = `${runId}-k${k}-${i}`;
      const answer = await sendFeedback(client, form, marker);
      sent.push({ marker, form, status: answer.status, receipt: answer.receipt });
    }
  };
  const background = runMixedLoad({ client, paths: options.paths, recorder: new Recorder(), connections: 50, seconds: 3, runId: `${runId}bg` });
  const submitting = Promise.all(Array.from({ length: SUBMITTERS }, (_, k) => submitter(k)));
  await sleep(1_500);
  killed = true; // senders finish the send in flight, which the kill cuts off
  await options.server.kill();
  await Promise.all([submitting, background]);
  client.close();

  const server = await startLoadServer(options.databaseUrl, port);
  const answered = sent.filter((s) => ok(s.status));
  const unanswered = sent.filter((s) => !ok(s.status));
  const stored = await storedByMarker(database, runId);
  const storedOnce = answered.filter((s) => stored.get(s.marker)?.length === 1 && stored.get(s.marker)![0] === s.receipt).length;
  const unansweredStored = unanswered.filter((s) => stored.has(s.marker)).length;

  // The person whose send got no answer presses Send again with the same form.
  const retry = createClient(server.baseURL, 10);
  for (const s of unanswered) {
    const again = await sendFeedback(retry, s.form, s.marker);
    s.status = again.status;
  }
  retry.close();
  const after = await storedByMarker(database, runId);
  return {
    server,
    result: {
      answered: answered.length,
      storedOnce,
      missing: answered.filter((s) => !after.has(s.marker)).length,
      duplicates: [...after.values()].filter((receipts) => receipts.length > 1).length,
      unanswered: unanswered.length,
      unansweredStored,
      resentStoredOnce: unanswered.filter((s) => ok(s.status) && after.get(s.marker)?.length === 1).length,
    },
  };
}

export function printKillResult(r: KillResult): void {
  console.log(
    `  feedback answered 2xx before the kill: ${r.answered}; in the database once under the same receipt: ${r.storedOnce}; missing: ${r.missing}; stored twice: ${r.duplicates}`,
  );
  console.log(
    `  sends in flight at the kill (no answer): ${r.unanswered}, of which already stored: ${r.unansweredStored}; sent again after the restart and stored exactly once: ${r.resentStoredOnce}`,
  );
}

/** The local PostgreSQL cluster (version/main), stopped and started with pg_ctlcluster. */
export function localCluster(): string[] {
  const versions = readdirSync('/etc/postgresql').sort();
  if (versions.length === 0) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  return [versions.at(-1)!, 'main'];
}

async function pgctl(action: 'stop' | 'start'): Promise<void> {
  const args = ['--skip-systemctl-redirect', ...localCluster(), action, ...(action === 'stop' ? ['-m', 'fast'] : [])];
  await run('pg_ctlcluster', args);
}

/** Fault (b): PostgreSQL stops for `downSeconds` under load, then starts again. */
export async function databaseOutage(options: { server: LoadServer; paths: TrafficPaths; downSeconds: number; runId: string }): Promise<void> {
  const client = createClient(options.server.baseURL, 60, 10_000);
  const recorder = new Recorder();
  const WARM = 3;
  const AFTER = 12;
  const marks = { stopped: NaN, started: NaN };
  const readyz: { at: number; status: number }[] = [];
  const load = runMixedLoad({
    client,
    paths: options.paths,
    recorder,
    connections: 50,
    seconds: WARM + options.downSeconds + AFTER + 3,
    runId: options.runId,
  });
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const answer = await client.send('GET', '/readyz');
      readyz.push({ at: recorder.now() - answer.ms, status: answer.status });
      await sleep(100);
    }
  })();
  const outage = (async () => {
    await sleep(WARM * 1000);
    const stopAsked = recorder.now();
    try {
      await pgctl('stop');
      marks.stopped = recorder.now();
      console.log(`  PostgreSQL stopped (${ms(marks.stopped - stopAsked)} ms to stop), down for ${options.downSeconds} s`);
      await sleep(options.downSeconds * 1000);
    } finally {
      await pgctl('start');
      marks.started = recorder.now();
    }
  })();
  // A failed stop or start is thrown below, once the load and the poll have ended.
  await Promise.all([load, outage.catch(() => undefined)]);
  polling = false;
  await poll;
  client.close();
  await outage;

  const during = recorder.outcomes.filter((o) => o.sentAt >= marks.stopped && o.sentAt < marks.started);
  const failed = during.filter((o) => !ok(o.status));
  const failedSummary = summarize('failed', failed);
  console.log(
    `  requests sent while it was down: ${during.length}; failed: ${failed.length} (${statusList(failedSummary.statuses)}); answered from caches: ${during.length - failed.length}`,
  );
  console.log(`  failed requests: p50 ${ms(failedSummary.p50)} ms, p99 ${ms(failedSummary.p99)} ms, max ${ms(failedSummary.max)} ms`);
  const firstReady = readyz.find((r) => r.at >= marks.started && r.status === 200);
  const firstSearch = recorder.outcomes.find((o) => o.kind === 'search' && o.sentAt >= marks.started && o.status === 200);
  console.log(
    `  after PostgreSQL started again: /readyz 200 after ${firstReady ? ms(firstReady.at - marks.started) : 'never'} ms; first search answered 200 after ${firstSearch ? ms(firstSearch.sentAt + firstSearch.ms - marks.started) : 'never'} ms`,
  );
  const settled = firstSearch ? firstSearch.sentAt + 1_000 : marks.started;
  const later = recorder.outcomes.filter((o) => o.sentAt >= settled);
  console.log(`  from a second after recovery to the end (${((recorder.now() - settled) / 1000).toFixed(0)} s):`);
  printSummaries(groupTotal(later), (recorder.now() - settled) / 1000);
  const bad = recorder.outcomes.filter((o) => o.status >= 500 && o.status !== 503);
  if (bad.length > 0) console.log(`  ANSWERS OTHER THAN 503 AMONG 5xx: ${statusList(summarize('bad', bad).statuses)}`);
}

function groupTotal(list: Recorder['outcomes']) {
  return [summarize('all', list)];
}
