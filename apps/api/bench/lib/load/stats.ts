// Every answer of a run, kept per kind of traffic, for latency percentiles and error counts. A 2xx
// is a success; any other status, and no answer at all (status 0), counts as an error.

export interface Outcome {
  kind: string;
  status: number;
  ms: number;
  /** When the request was sent, ms since the recorder was made. */
  sentAt: number;
}

export interface KindSummary {
  kind: string;
  count: number;
  errors: number;
  statuses: Record<number, number>;
  p50: number;
  p99: number;
  max: number;
}

export const ok = (status: number) => status >= 200 && status < 300;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export class Recorder {
  readonly outcomes: Outcome[] = [];
  readonly started = performance.now();

  now(): number {
    return performance.now() - this.started;
  }

  record(kind: string, status: number, ms: number): void {
    this.outcomes.push({ kind, status, ms, sentAt: this.now() - ms });
  }

  summaries(): KindSummary[] {
    const byKind = new Map<string, Outcome[]>();
    for (const o of this.outcomes) {
      const list = byKind.get(o.kind);
      if (list) list.push(o);
      else byKind.set(o.kind, [o]);
    }
    return [...byKind.entries()].map(([kind, list]) => summarize(kind, list));
  }

  total(): KindSummary {
    return summarize('all', this.outcomes);
  }
}

export function summarize(kind: string, list: Outcome[]): KindSummary {
  const sorted = list.map((o) => o.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const o of list) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  return {
    kind,
    count: list.length,
    errors: list.filter((o) => !ok(o.status)).length,
    statuses,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

export const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

export function statusList(statuses: Record<number, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status} x${n}`)
    .join(', ');
}

export function printSummaries(summaries: KindSummary[], seconds: number): void {
  console.log(
    `  ${'kind'.padEnd(16)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  errors`,
  );
  for (const s of summaries) {
    const errors = s.errors === 0 ? '0' : `${s.errors} (${statusList(s.statuses)})`;
    console.log(
      `  ${s.kind.padEnd(16)} ${String(s.count).padStart(9)} ${(s.count / seconds).toFixed(0).padStart(7)} ${ms(s.p50).padStart(7)} ${ms(s.p99).padStart(7)} ${ms(s.max).padStart(7)}  ${errors}`,
    );
  }
}
