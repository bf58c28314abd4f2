import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ParcelSearchRow, SmartSearchResult } from '@county/shared/search';

// What the order tests compare: the parcel ids a search's page lists, and those its export lists.

/** The parcel ids a search lists, in order (a plain list, or the smart box's rows). */
export async function listedIds(app: FastifyInstance, url: string): Promise<string[]> {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ParcelSearchRow[] | SmartSearchResult>();
  return (Array.isArray(body) ? body : body.rows).map((r) => r.parcelId);
}

/** The stored parcel ids of an export, in order: its second column (none of the tests' rows has a quoted comma before it). */
export async function exportedIds(app: FastifyInstance, url: string): Promise<string[]> {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[1]!);
}
