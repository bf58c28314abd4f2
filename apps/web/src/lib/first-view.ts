// Answers the server already gave with the page. The server renders a page's first view (with
// the API answers it needs) and places those answers in the HTML as JSON, keyed by the query key
// the app uses (for a single API call, its exact request path). The data layer starts from them,
// so hydration finds the same data the server rendered, nothing moves, and a phone saves a round
// trip. They belong to this page load only: after the first client-side navigation they are
// dropped, and every later view asks the API as before.

import type { FirstView } from '@county/shared/server-render';
import { HttpError } from './http.ts';

export type Seed = { status: 'ready'; data: unknown } | { status: 'error'; error: HttpError };

const none = (): FirstView => ({ answers: {}, failures: {} });

let view: FirstView | null = null;
let firstPath: string | null = null;

function read(): FirstView {
  if (view) return view;
  view = none();
  if (typeof document === 'undefined') return view;
  firstPath = window.location.pathname;
  const element = document.getElementById('first-view');
  if (!element?.textContent) return view;
  try {
    view = { ...view, ...(JSON.parse(element.textContent) as Partial<FirstView>) };
  } catch {
    view = none();
  }
  return view;
}

/** Server rendering: what has been loaded so far for the page being rendered. */
export function setServerView(loaded: FirstView): void {
  view = loaded;
}

/** The day the server rendered the page for, at local midnight; undefined without a server render. */
export function firstViewToday(): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(read().today ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** The embedded answer or failure for a query key, while the page is still the one the server sent. */
export function firstViewSeed(key: string): Seed | undefined {
  const all = read();
  if (typeof window !== 'undefined' && window.location.pathname !== firstPath) {
    view = none();
    return undefined;
  }
  if (key in all.answers) return { status: 'ready', data: all.answers[key] };
  const failure = all.failures[key];
  return failure ? { status: 'error', error: new HttpError(failure.status, failure.body) } : undefined;
}
