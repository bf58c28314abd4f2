import { beforeAll, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The probe's fifth finding: errors answered by the framework (an undecodable URL) and by Node's
// HTTP parser (malformed request, headers too large, a body too slow to arrive) left the project's
// error shape and its security headers, and a slow body stayed open past 100 s.

/** Sends raw bytes, then waits for the answer (or the close) and splits it into status, headers, body. */
function raw(port: number, chunks: string[], pauseMs = 0): Promise<{ status: number; headers: Record<string, string>; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, ms: performance.now() - started });
    });
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          socket.write(chunk);
          if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        }
      })();
    });
  });
}

function expectProjectError(answer: { headers: Record<string, string | string[] | number | undefined>; body: string }, status: number): void {
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
  expect(body).not.toHaveProperty('code');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
}

describeEachDatabase('framework and Node errors', (t) => {
  const env = setUpTestApp(t, { config: { timeouts: { headersMs: 1_000, requestMs: 1_500 } } });
  let port: number;
  beforeAll(async () => {
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    port = (env.app.server.address() as AddressInfo).port;
  });

  it('answers an undecodable URL in the project shape, without echoing it', async () => {
    for (const url of ['/api/QuickSearch/%c0', '/api/PRC/%E0%A4%A', '/%c0%ae%c0%ae/']) {
      const answer = await env.app.inject({ url });
      expect(answer.statusCode, url).toBe(400);
      expectProjectError(answer, 400);
      expect(answer.json().field).toBe('url');
      expect(answer.body).not.toContain(url);
      expect(answer.body.toLowerCase()).not.toMatch(/%c0|%e0/);
    }
  });

  it("answers Node's malformed request 400 in the project shape with the headers", async () => {
    const answer = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n']);
    expect(answer.status).toBe(400);
    expectProjectError(answer, 400);
  });

  it('answers headers that are too large 431 in the project shape with the headers', async () => {
    const answer = await raw(port, [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(answer.status).toBe(431);
    expectProjectError(answer, 431);
  });

  it('closes a request whose body is too slow with 408, in the project shape', async () => {
    const head = 'POST /api/Logger/Log HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const answer = await raw(port, [head, '{"Mess', 'age":'], 300);
    expect(answer.status).toBe(408);
    expectProjectError(answer, 408);
    // 1.5 s allowed, checked every second by Node: well under the probe's 100 s.
    expect(answer.ms).toBeLessThan(4_000);
  });

  it('closes a request whose headers never finish', async () => {
    const answer = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n']);
    expect([408, 400]).toContain(answer.status);
    expect(answer.ms).toBeLessThan(4_000);
  });
});
