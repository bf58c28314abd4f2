import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY_HEADER } from '@county/shared';
import { buildQuery, getJson, HttpError } from '../src/lib/http.ts';
import { inFlight } from '../src/lib/loading.ts';

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('builds query strings, skipping empty values and repeating arrays', () => {
    expect(buildQuery({ a: 'x y', b: undefined, c: '', d: 0, e: ['1', '2'] })).toBe('?a=x+y&d=0&e=1&e=2');
    expect(buildQuery({})).toBe('');
  });

  it('sends the user key and no-cache headers and counts the request while in flight', async () => {
    let seen: Record<string, string> = {};
    let countDuring = -1;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen = init.headers as Record<string, string>;
      countDuring = inFlight.get();
      return new Response('{"ok":true}', { status: 200 });
    });
    await expect(getJson('/api/x')).resolves.toEqual({ ok: true });
    expect(seen[USER_KEY_HEADER]).toBeTruthy();
    expect(seen['Cache-Control']).toBe('no-cache');
    expect(seen.Pragma).toBe('no-cache');
    expect(new Date(seen.Expires!).getTime()).toBeLessThan(Date.now());
    expect(countDuring).toBe(1);
    expect(inFlight.get()).toBe(0);
  });

  it('turns an error answer into an HttpError carrying the JSON body', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"statusCode":410,"error":"Gone","message":"expired"}', { status: 410 }));
    const error = await getJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(410);
    expect((error as HttpError).message).toBe('expired');
    expect(inFlight.get()).toBe(0);
  });
});
