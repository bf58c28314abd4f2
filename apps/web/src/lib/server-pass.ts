// What one server rendering pass of a page learns (apps/web/src/entry-server.tsx): the queries the
// page asked for that had no answer yet, and the lazily loaded pages it showed. Null in the browser.
// A pass is one synchronous renderToString call, so one value at a time serves every request.

export interface ServerPass {
  /** Query key → its loader, for every query that rendered as 'loading'. */
  wanted: Map<string, (signal: AbortSignal) => Promise<unknown>>;
  /** Names of the lazy pages rendered (the browser loads them before hydrating). */
  pages: Set<string>;
  /** The document title the page asked for. */
  title: string | null;
  /** The page says that what its address names does not exist (an unknown or malformed parcel id). */
  notFound: boolean;
}

let current: ServerPass | null = null;

export const serverPass = (): ServerPass | null => current;

/** Runs one synchronous render with a fresh pass and returns what it learned. */
export function withServerPass<T>(render: () => T): { result: T; pass: ServerPass } {
  const pass: ServerPass = { wanted: new Map(), pages: new Set(), title: null, notFound: false };
  current = pass;
  try {
    return { result: render(), pass };
  } finally {
    current = null;
  }
}

/**
 * Called while rendering a page that says what its address names does not exist, so that the
 * server's answer is a 404 as a missing page's is, not a 200 that search engines and links keep.
 */
export function answerNotFound(): void {
  if (!import.meta.env.SSR) return;
  const pass = serverPass();
  if (pass) pass.notFound = true;
}
