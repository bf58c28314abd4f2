import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { API, SEARCH_ENDPOINTS, searchPath } from '@county/shared/api/paths';
import { CONTRACT, SEARCH_CONTRACT, type Schemas } from '@county/shared/api/contract';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The API registers its routes from the shared table of paths; the OpenAPI document it publishes
// is what it registered. Every path of the table must be there with its method, and take the
// query parameters its contract names, so the web (which calls through the same table) and the
// API cannot drift apart.

interface Operation {
  parameters?: { in: string; name: string }[];
}

describeEachDatabase('the shared table of API paths', (t) => {
  const env = setUpTestApp(t);
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(() => {
    paths = (env.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  });

  const operation = (method: string, path: string) => paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const queryNames = (op: Operation | undefined) =>
    (op?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name)
      .sort();
  const contractNames = (schemas: Schemas) => (schemas.query instanceof z.ZodObject ? Object.keys(schemas.query.shape).sort() : []);

  it('registers every path of the table with its method and its contract query parameters', () => {
    for (const [name, endpoint] of Object.entries(API)) {
      const op = operation(endpoint.method, endpoint.path);
      expect(op, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(queryNames(op), name).toEqual(contractNames(CONTRACT[name as keyof typeof CONTRACT]));
    }
  });

  it('registers both endpoints of every search with the query of its contract', () => {
    for (const [type, names] of Object.entries(SEARCH_ENDPOINTS)) {
      const op = operation('GET', searchPath(names.get));
      expect(op, type).toBeDefined();
      expect(queryNames(op), type).toEqual(contractNames(SEARCH_CONTRACT[type as keyof typeof SEARCH_CONTRACT]));
      expect(operation('GET', searchPath(names.export)), `${type} export`).toBeDefined();
    }
  });
});
