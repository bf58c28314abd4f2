import type { ApiError } from './api-error.ts';
import type { Lang } from './lang.ts';

// What the API server and the web app's server renderer (apps/web/src/entry-server.tsx, loaded by
// apps/api/src/plugins/server-render.ts) pass each other: one definition for both sides.

/** What the browser's data layer starts from, embedded in the page (decision 101). */
export interface FirstView {
  /** Query key → answer. */
  answers: Record<string, unknown>;
  /** Query key → a definitive failure (400 or 404), shown as it is without asking again. */
  failures: Record<string, { status: number; body: ApiError | null }>;
  /** The server's calendar day when it rendered the page (YYYY-MM-DD). */
  today?: string;
}

/** A page to render; `transport` (fetch's shape, typed on each side) asks the API as the visitor. */
export interface RenderInput<Transport> {
  /** The path and query the browser asked for, /es prefix included. */
  url: string;
  lang: Lang;
  transport: Transport;
}

export interface Rendered {
  html: string;
  view: FirstView;
  /** The lazily loaded pages rendered, named as their chunks are (the build manifest's names). */
  pages: string[];
  /** The document title, when the page set one. */
  title: string | null;
  /** The page says that what its address names does not exist: the response is a 404. */
  notFound: boolean;
}
