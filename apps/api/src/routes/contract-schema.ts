import type { FastifySchema } from 'fastify';
import { CONTRACT, type Contract } from '@county/shared/api/contract';
import type { ApiName } from '@county/shared/api/paths';

// A route's schema as its contract entry gives it (query, path parameters, body, the 200 answer),
// with the OpenAPI words that only the route knows. Written once here, so a route file says which
// contract entry it serves instead of spelling CONTRACT.x.query and CONTRACT.x.response each time;
// the types follow the entry, so the handler's request and reply stay typed by the zod provider.

type SchemaOf<E> = (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown) &
  (E extends { response: infer R } ? { response: { 200: R } } : unknown);

interface Words {
  tags: string[];
  summary: string;
  description?: string;
}

export function contractSchema<N extends ApiName>(name: N, words: Words): Words & SchemaOf<Contract[N]> {
  const entry: { query?: unknown; params?: unknown; body?: unknown; response?: unknown } = CONTRACT[name];
  const schema: FastifySchema & Words = { ...words };
  if (entry.query) schema.querystring = entry.query;
  if (entry.params) schema.params = entry.params;
  if (entry.body) schema.body = entry.body;
  if (entry.response) schema.response = { 200: entry.response };
  // What the entry holds is what SchemaOf says it holds; TypeScript cannot follow the ifs above.
  return schema as Words & SchemaOf<Contract[N]>;
}
