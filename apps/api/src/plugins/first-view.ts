import type { FirstView } from '@county/shared/server-render';

// The API answers a page's first view showed when the server rendered it (server-render.ts), and
// its definitive failures (an unknown parcel) and the day it was rendered for, as a script element of JSON keyed by the query key
// the web app uses (apps/web/src/lib/first-view.ts reads it). Hydration then finds the data the
// server rendered, and no request is made for it.

/** The first view as a script element for index.html. */
export function firstViewScript(view: FirstView): string {
  // '<' escaped so that no answer can close the script element early.
  const json = JSON.stringify(view).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-view">${json}</script>`;
}
