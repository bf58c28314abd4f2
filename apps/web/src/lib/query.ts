import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { firstViewSeed } from './first-view.ts';
import { HttpError } from './http.ts';
import { beginRequest } from './loading.ts';
import { serverPass } from './server-pass.ts';

// The web app's one way to load data. A query is a key (the request path, so the first view's
// embedded answers seed it) and a function that loads it. This module keeps the answers by key,
// lets components asking for the same key share one request, cancels a request nobody waits for
// any more (the component left or asked for another key), tries again after a network failure or
// a 5xx (never a 4xx: asking again would get the same answer), and counts every request towards
// the loading overlay. In-house rather than TanStack Query: decision 0006 has the measured reason.

export type QueryState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export interface Query<T> {
  /** The request path; null while there is nothing to load yet. */
  key: string | null;
  load: (signal: AbortSignal) => Promise<T>;
  /** Background requests (the notification bell, the search box's hints) do not show the overlay. */
  quiet?: boolean;
  /** How long an answer is used without asking again; the default suits data that changes nightly. */
  freshMs?: number;
  /** False when a failure must show at once (the person is told to try again themselves). */
  retry?: boolean;
}

interface Entry {
  state: QueryState<unknown>;
  /** When the answer (or the server's definitive failure) arrived; 0 while none has, and after a failure here. */
  at: number;
  inFlight: { controller: AbortController; waiting: number } | null;
  listeners: Set<() => void>;
}

const DEFAULT_FRESH_MS = 60_000;
/** Waits before the second and third tries. */
export const RETRY_DELAYS_MS = [300, 900];

/** Answers kept at most; a long visit (card after card) must not grow without bound. */
export const MAX_KEPT = 100;

const entries = new Map<string, Entry>();

/** Drops the oldest answers nobody is showing or waiting for, down to MAX_KEPT. */
function evict(): void {
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_KEPT) return;
    if (entry.listeners.size === 0 && !entry.inFlight) entries.delete(key);
  }
}

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const seeded = firstViewSeed(key);
    entry = {
      state: seeded ?? { status: 'loading' },
      at: seeded === undefined ? 0 : Date.now(),
      inFlight: null,
      listeners: new Set(),
    };
    entries.set(key, entry);
    evict();
  }
  return entry;
}

/** Stops telling a listener about a key; a failure nobody shows any more is forgotten, so the next visit starts from 'loading'. */
function unlisten(key: string, entry: Entry, listener: () => void): void {
  entry.listeners.delete(listener);
  if (entry.listeners.size === 0 && entry.state.status === 'error' && !entry.inFlight && entries.get(key) === entry) entries.delete(key);
}

function publish(entry: Entry, state: QueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** A failure worth another try: the network, or the server's own trouble. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function loadWithRetries<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal, retries: number): Promise<T> {
  // Settles on abort even if a loader ignores its signal, so the overlay's count always comes down.
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  aborted.catch(() => {});
  for (let attempt = 0; ; attempt++) {
    try {
      return await Promise.race([load(signal), aborted]);
    } catch (error) {
      if (signal.aborted || attempt >= retries || !isRetryable(error)) throw error;
      await wait(RETRY_DELAYS_MS[attempt]!, signal);
    }
  }
}

function start<T>(entry: Entry, query: Query<T>): void {
  // A failed key asked again shows 'loading' again, as a first visit would.
  if (entry.state.status === 'error') publish(entry, { status: 'loading' });
  const controller = new AbortController();
  entry.inFlight = { controller, waiting: 0 };
  const end = query.quiet ? () => {} : beginRequest();
  const finish = () => {
    if (entry.inFlight?.controller === controller) entry.inFlight = null;
    end();
  };
  loadWithRetries(query.load, controller.signal, query.retry === false ? 0 : RETRY_DELAYS_MS.length).then(
    (data) => {
      finish();
      entry.at = Date.now();
      publish(entry, { status: 'ready', data });
    },
    (error: unknown) => {
      finish();
      // A cancelled request leaves whatever was there; a later subscriber starts a new one.
      if (controller.signal.aborted) return;
      entry.at = 0;
      publish(entry, { status: 'error', error });
    },
  );
}

/** An answer recent enough to show without asking again; a failure only when the server's page came with it. */
function isFresh(entry: Entry, query: Query<unknown>): boolean {
  return entry.state.status !== 'loading' && entry.at > 0 && Date.now() - entry.at < (query.freshMs ?? DEFAULT_FRESH_MS);
}

/** Waits for a key's answer: joins the request in flight or starts one unless a fresh answer is kept. Returns a release function. */
export function watchQuery<T>(query: Query<T> & { key: string }): () => void {
  const entry = entryOf(query.key);
  const fresh = isFresh(entry, query);
  if (!fresh && !entry.inFlight) start(entry, query);
  const flight = entry.inFlight;
  if (flight) flight.waiting += 1;
  return () => {
    if (!flight) return;
    flight.waiting -= 1;
    // Nobody waits for this answer any more: stop the request (and its retries).
    if (flight.waiting === 0 && entry.inFlight === flight) {
      entry.inFlight = null;
      flight.controller.abort();
    }
  };
}

const NO_KEY: QueryState<never> = { status: 'loading' };
const nothing = () => () => {};

/** The state of a query, loading it when needed; a new key shows 'loading' (or its kept answer) at once. */
export function useQuery<T>(query: Query<T>): QueryState<T> {
  const { key } = query;
  // Stable per key: a new function each render would unsubscribe and subscribe again every time.
  const listen = useCallback(
    (listener: () => void) => {
      if (key === null) return nothing();
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => unlisten(key, entry, listener);
    },
    [key],
  );
  // The same snapshot on the server and while hydrating: the first view's answers seed both alike.
  const snapshot = () => (key === null ? NO_KEY : entryOf(key).state);
  const state = useSyncExternalStore(listen, snapshot, snapshot) as QueryState<T>;
  // On the server nothing loads during a render: the pass notes what is missing, and the server
  // loads it and renders again (entry-server.tsx).
  if (import.meta.env.SSR && key !== null && state.status === 'loading') serverPass()?.wanted.set(key, query.load);
  // The latest `load` closure without making it a dependency: the key says what to load.
  const [latest] = useState(() => ({ query }));
  latest.query = query;
  useEffect(() => {
    if (key === null) return;
    return watchQuery({ ...latest.query, key });
  }, [key, latest]);
  return state;
}

/** Loads a key outside a component (a form's submit, a picker's search), sharing the cache and de-duplication. */
export function fetchQuery<T>(query: Query<T> & { key: string }): Promise<T> {
  const entry = entryOf(query.key);
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      if (entry.state.status === 'ready') resolve(entry.state.data as T);
      else if (entry.state.status === 'error') reject(entry.state.error);
      else return false;
      return true;
    };
    if (isFresh(entry, query)) {
      settle();
      return;
    }
    // Waits for the next answer (not a kept stale or failed one).
    const listener = () => {
      if (settle()) {
        release();
        unlisten(query.key, entry, listener);
      }
    };
    entry.listeners.add(listener);
    const release = watchQuery(query);
  });
}

/** Forgets every kept answer (tests; a later view asks again). */
export function clearQueries(): void {
  for (const entry of entries.values()) entry.inFlight?.controller.abort();
  entries.clear();
}
