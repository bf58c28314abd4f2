import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueries, fetchQuery, MAX_KEPT, RETRY_DELAYS_MS, watchQuery } from '../src/lib/query.ts';
import { HttpError } from '../src/lib/http.ts';
import { inFlight } from '../src/lib/loading.ts';

// The data layer's rules, with a stand-in for the network: one request per key however many ask,
// answers kept by key, retries only for the network and 5xx, cancellation when nobody waits, and
// the overlay counting the whole request once.

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearQueries();
  vi.useRealTimers();
});

/** A load function whose calls can be answered by hand. */
function manual<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, load };
}

describe('the query module', () => {
  it('asks once for a key however many wait, and keeps the answer for the next one', async () => {
    const { calls, load } = manual<number>();
    const a = fetchQuery({ key: '/api/a', load });
    const b = fetchQuery({ key: '/api/a', load });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    await expect(fetchQuery({ key: '/api/a', load })).resolves.toBe(7);
    expect(calls).toHaveLength(1);
    // Another key is another request.
    void fetchQuery({ key: '/api/b', load });
    expect(calls).toHaveLength(2);
  });

  it('asks again once the kept answer is older than its freshness', async () => {
    const { calls, load } = manual<number>();
    const first = fetchQuery({ key: '/api/a', load, freshMs: 1_000 });
    calls[0]!.resolve(1);
    await first;
    await vi.advanceTimersByTimeAsync(1_500);
    const second = fetchQuery({ key: '/api/a', load, freshMs: 1_000 });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it('tries again after a network failure or a 5xx, with a growing wait', async () => {
    const { calls, load } = manual<string>();
    const answer = fetchQuery({ key: '/api/a', load });
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new HttpError(503, null));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]!);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('ok');
    await expect(answer).resolves.toBe('ok');
  });

  it('gives up after the last try and reports the error', async () => {
    const { calls, load } = manual<string>();
    const answer = fetchQuery({ key: '/api/a', load });
    const settled = answer.catch((e: unknown) => e);
    for (let i = 0; i <= RETRY_DELAYS_MS.length; i++) {
      calls[i]!.reject(new HttpError(500, null));
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[i] ?? 0);
    }
    expect(calls).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(((await settled) as HttpError).status).toBe(500);
  });

  it('never tries a 4xx again', async () => {
    const { calls, load } = manual<string>();
    const settled = fetchQuery({ key: '/api/a', load }).catch((e: unknown) => e);
    calls[0]!.reject(new HttpError(404, { statusCode: 404, error: 'Not Found', message: 'gone' }));
    expect(((await settled) as HttpError).status).toBe(404);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('cancels the request when the last one waiting leaves, and asks afresh for the next', () => {
    const { calls, load } = manual<number>();
    const leaveA = watchQuery({ key: '/api/a', load });
    const leaveB = watchQuery({ key: '/api/a', load });
    leaveA();
    expect(calls[0]!.signal.aborted).toBe(false);
    leaveB();
    expect(calls[0]!.signal.aborted).toBe(true);
    const leaveC = watchQuery({ key: '/api/a', load });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.signal.aborted).toBe(false);
    leaveC();
  });

  it('cancels a retry that is waiting when nobody waits any more', async () => {
    const { calls, load } = manual<number>();
    const leave = watchQuery({ key: '/api/a', load });
    calls[0]!.reject(new HttpError(502, null));
    await vi.advanceTimersByTimeAsync(1);
    leave();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('shows the overlay once for the whole request, retries included, unless quiet', async () => {
    const { calls, load } = manual<number>();
    const answer = fetchQuery({ key: '/api/a', load });
    expect(inFlight.get()).toBe(1);
    calls[0]!.reject(new HttpError(500, null));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! / 2);
    // Still 1 between the tries: the overlay does not flicker off and on.
    expect(inFlight.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    calls[1]!.resolve(1);
    await answer;
    expect(inFlight.get()).toBe(0);
    const quiet = fetchQuery({ key: '/api/b', load, quiet: true });
    expect(inFlight.get()).toBe(0);
    calls[2]!.resolve(2);
    await quiet;
  });
});

describe('the kept answers', () => {
  it('keeps at most MAX_KEPT, dropping the oldest first', async () => {
    const load = vi.fn(async (_signal: AbortSignal) => 'x');
    for (let i = 0; i <= MAX_KEPT; i++) await fetchQuery({ key: `/api/k${i}`, load });
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 1);
    // The newest is still kept; the oldest was dropped and is asked for again.
    await fetchQuery({ key: `/api/k${MAX_KEPT}`, load });
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 1);
    await fetchQuery({ key: '/api/k0', load });
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 2);
  });
});

describe('failures', () => {
  it('are forgotten once nobody shows them: the next look starts from loading and asks again', async () => {
    const { calls, load } = manual<number>();
    const failed = fetchQuery({ key: '/api/a', load }).catch((e: unknown) => e);
    calls[0]!.reject(new HttpError(404, null));
    expect(((await failed) as HttpError).status).toBe(404);
    const again = fetchQuery({ key: '/api/a', load });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(5);
    await expect(again).resolves.toBe(5);
  });
});

describe('a query without retries', () => {
  it('reports a 5xx at once', async () => {
    const { calls, load } = manual<number>();
    const settled = fetchQuery({ key: '/api/a', load, retry: false }).catch((e: unknown) => e);
    calls[0]!.reject(new HttpError(500, null));
    expect(((await settled) as HttpError).status).toBe(500);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });
});
