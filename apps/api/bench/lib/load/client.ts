import { Agent, request } from 'node:http';

// A lean HTTP client for the load: node's http module over kept-alive sockets (fetch costs several
// times more CPU per request, and the load generator shares the machine with the server).

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** An answer never came: the connection was refused, reset or timed out. */
export const NO_ANSWER = 0;

export function createClient(baseURL: string, connections: number, timeoutMs = 10_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseURL);

  function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((done) => {
      const finish = (status: number, text: string) => done({ status, ms: performance.now() - started, body: text });
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => finish(res.statusCode ?? NO_ANSWER, Buffer.concat(chunks).toString('utf8')));
          res.on('error', () => finish(NO_ANSWER, ''));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => finish(NO_ANSWER, error.message));
      req.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
