// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logClientError, loggingEnabled } from '../src/lib/error-logging.ts';

let status = 204;
const posted: { path: string; body: Record<string, string> }[] = [];
beforeEach(() => {
  sessionStorage.clear();
  posted.length = 0;
  status = 204;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      posted.push({ path, body: JSON.parse(init.body as string) as Record<string, string> });
      return Promise.resolve(new Response(null, { status }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('logClientError', () => {
  it('posts the message, stack and page address to the logger', async () => {
    const error = new Error('Cannot read properties of undefined');
    await logClientError(error);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('/api/Logger/Log');
    expect(posted[0]?.body).toEqual({ Message: error.message, Stack: error.stack, URL: location.href });
  });

  it('logs a thrown non-Error as its text, and skips third-party noise', async () => {
    await logClientError('plain text');
    await logClientError(new Error('FirebaseError: quota'));
    expect(posted.map((p) => p.body.Message)).toEqual(['plain text']);
  });

  it('stays off for the session once the logger answers with an HTTP error', async () => {
    status = 500;
    await logClientError(new Error('first'));
    expect(loggingEnabled()).toBe(false);
    await logClientError(new Error('second'));
    expect(posted.map((p) => p.body.Message)).toEqual(['first']);
  });
});
