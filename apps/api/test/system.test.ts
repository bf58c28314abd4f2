import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp, testApp } from './helpers.ts';

describeEachDatabase('system endpoints', (t) => {
  const env = setUpTestApp(t);

  it('GET /healthz answers 200 with the version and the database reachable', async () => {
    const res = await env.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toEqual({ dialect: t.dialect, reachable: true });
    // The process id tells an outsider about the host; a random per-process name does the job.
    expect(body).not.toHaveProperty('pid');
    expect(body.instance).toMatch(/^[0-9a-f]{8}$/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await env.app.inject('/api/NoSuch/Endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('logs a client error and validates the record, naming the field', async () => {
    const ok = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: 'boom', Stack: 'at x', URL: 'http://a/b?owner=SMITH' } });
    expect(ok.statusCode).toBe(204);
    const empty = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('Message');
    const wrongType = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: 5 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('Message');
    const tooLong = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: 'x'.repeat(2_001) } });
    expect(tooLong.statusCode).toBe(400);
    const badJson = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(badJson.statusCode).toBe(400);
    const huge = await env.app.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: 'x', Stack: 'y'.repeat(20_000) } });
    expect(huge.statusCode).toBe(413);
  });

  it('limits the rate of a write endpoint with a clear 429 message', async () => {
    const limited = await testApp(env.database);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await limited.inject({ method: 'POST', url: '/api/Logger/Log', payload: { Message: `error ${i}` } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toMatch(/Too many requests/);
    }
    await limited.close();
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('sends the security headers with a strict content security policy', async () => {
    const res = await env.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['permissions-policy']).toBeDefined();
  });
});
