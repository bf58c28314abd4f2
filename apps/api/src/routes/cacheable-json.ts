import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// JSON answers that caches may keep, with an ETag: shared by the card and search endpoints.

/** Cards change only when the roll is reloaded (nightly): caches may keep an answer five minutes. */
export const CARD_CACHE_CONTROL = 'public, max-age=300';

/** Searches change with the nightly roll at most: a minute of caching costs nothing and absorbs repeat clicks. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60';

/**
 * Sends a card answer with a short public cache lifetime and an ETag made from its content; a
 * request whose If-None-Match names that ETag gets 304 without a body. The JSON text made for the
 * ETag is the body itself, so the answer is serialized once (the route's response schema still
 * documents it; the data's TypeScript type already matches it).
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, data: T): FastifyReply {
  return sendJsonText(request, reply, JSON.stringify(data), CARD_CACHE_CONTROL);
}

/**
 * Sends JSON text that is already written, with a cache lifetime and an ETag made from it (one
 * call of the hash, cheaper than a Hash object per answer).
 */
export function sendJsonText(request: FastifyRequest, reply: FastifyReply, body: string, cacheControl: string): FastifyReply {
  const etag = `"${hash('sha1', body, 'base64url')}"`;
  reply.header('cache-control', cacheControl);
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Whether an If-None-Match header names this ETag (in a list, weak or strong, or '*'). The one ETag test of the API. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
