import { USER_KEY_HEADER, USER_KEY_VALUE, type ApiError } from '@county/shared';
import { beginRequest } from './loading.ts';

// The one way the web app talks to the API. Every request carries the fixed user key and the
// no-cache headers of the specification, and counts towards the loading overlay.

const NO_CACHE_HEADERS: Record<string, string> = {
  [USER_KEY_HEADER]: USER_KEY_VALUE,
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: 'Sat, 01 Jan 2000 00:00:00 GMT',
};

/** An answer with a non-2xx status; `body` is the API's JSON error when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Background requests (notification bell, logging) do not show the overlay. */
  quiet?: boolean;
  /** Headers of this request alone (the office's CSRF token). */
  headers?: Record<string, string>;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function buildQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; while the server renders a page, its own routes (entry-server.tsx).
let transport: Transport = (path, init) => fetch(path, init);

export function setTransport(next: Transport): void {
  transport = next;
}

async function request(path: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const end = options.quiet ? () => {} : beginRequest();
  try {
    const response = await transport(path, {
      ...init,
      signal: options.signal,
      headers: { ...NO_CACHE_HEADERS, ...(init.headers as Record<string, string> | undefined), ...options.headers },
    });
    if (!response.ok) {
      let body: ApiError | null = null;
      try {
        body = (await response.json()) as ApiError;
      } catch {
        body = null;
      }
      throw new HttpError(response.status, body);
    }
    return response;
  } finally {
    end();
  }
}

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, { method: 'GET' }, options);
  return (await response.json()) as T;
}

export async function postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
