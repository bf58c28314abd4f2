import { expect, it } from 'vitest';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { JSON_PAYLOADS, RAW_BODIES, STRING_PAYLOADS } from './payloads.ts';
import { checksumTables } from './checksum.ts';

// Every endpoint of the OpenAPI document, every parameter, every hostile value: no answer may be a
// 5xx, every API error must be the JSON error shape, the server must still answer afterwards, and
// no stored row may change.

interface Operation {
  method: string;
  path: string;
  query: { name: string; required: boolean; enum?: unknown[] }[];
  pathParams: string[];
  body: Record<string, unknown> | null;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: unknown[] } }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

const SKIP = /^\/(api\/docs|healthz|readyz)/;

function operations(spec: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (SKIP.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, enum: p.schema?.enum })),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        body: props ? Object.fromEntries(Object.keys(props).map((k) => [k, 'a'])) : null,
      });
    }
  }
  return ops;
}

function plausible(name: string, enumValues?: unknown[]): string {
  if (enumValues?.length) return String(enumValues[0]);
  if (/^p?id$|parcel/i.test(name)) return '272035664500001';
  if (/year/i.test(name)) return '0';
  if (/^page$/i.test(name)) return '1';
  if (/size|limit/i.test(name)) return '10';
  if (/query|^q$|address|owner|name/i.test(name)) return 'SMITH';
  return 'a';
}

function url(op: Operation, query: Record<string, string>, pathValue?: string): string {
  let path = op.path;
  for (const p of op.pathParams) path = path.replace(`{${p}}`, encodeURIComponent(pathValue ?? 'a'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

describeEachDatabase('fuzzing every endpoint', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await seedCounty(database, { parcels: 300, tpp: 40, seed: 7 });
      // Generous request limits, so that hostile input reaches validation and queries rather than
      // stopping at 429.
      process.env.RATE_LIMIT_SEARCH = '1000000';
      process.env.RATE_LIMIT_WRITES = '1000000';
    },
    timeout: 300_000,
  });

  it('answers hostile input with 4xx JSON errors, stays up, and changes no stored data', async () => {
    const before = await checksumTables(env.database);
    const ops = operations(env.app.swagger() as unknown as OpenApi);
    expect(ops.length).toBeGreaterThan(3);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();

    const send = async (method: string, target: string, payload?: string, contentType?: string) => {
      sent++;
      const res = await env.app.inject({
        method: method as 'GET',
        url: target,
        ...(payload !== undefined ? { payload, headers: { 'content-type': contentType ?? 'application/json' } } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${method} ${target.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400 && target.startsWith('/api/') && res.statusCode !== 429) {
        const body = res.json<{ message?: unknown }>();
        if (typeof body.message !== 'string') failures.push(`${method} ${target.slice(0, 120)} -> ${res.statusCode} without a message`);
      }
    };

    for (const op of ops) {
      const base = Object.fromEntries(op.query.map((q) => [q.name, plausible(q.name, q.enum)]));
      for (const param of op.query) {
        for (const value of STRING_PAYLOADS) {
          const body = op.body ? JSON.stringify(op.body) : undefined;
          await send(op.method, url(op, { ...base, [param.name]: value }), body);
        }
        // The same parameter given twice (arrives as an array).
        await send(op.method, `${url(op, base)}&${param.name}=1&${param.name}=2`);
      }
      for (const value of STRING_PAYLOADS.slice(0, 20)) {
        if (op.pathParams.length) await send(op.method, url(op, base, value));
      }
      if (op.body) {
        for (const key of Object.keys(op.body)) {
          for (const value of JSON_PAYLOADS) await send(op.method, url(op, base), JSON.stringify({ ...op.body, [key]: value }));
        }
        for (const raw of RAW_BODIES) await send(op.method, url(op, base), raw.body, raw.contentType);
      }
    }
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%00', '/propertycard?pid=%00', '/a'.repeat(2_000)]) {
      await send('GET', path);
    }

    console.log(`fuzz [${t.dialect}]: ${sent} requests to ${ops.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    expect((await env.app.inject('/healthz')).statusCode).toBe(200);
    expect(await checksumTables(env.database)).toEqual(before);
  }, 600_000);
});
