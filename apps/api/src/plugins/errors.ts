import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@county/shared';
import { DomainError, ExpiredError, ForbiddenError, InvalidInputError, NotFoundError, NotReadyError, TooManyError, UnauthorizedError } from '../errors.ts';
import { recordAllowedMethods } from './allowed-methods.ts';

/** An error a route or plugin throws on purpose: it reaches the client as JSON with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one place a domain error becomes an HTTP status. */
function domainStatus(error: DomainError): number {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ExpiredError) return 410;
  if (error instanceof TooManyError) return 429;
  if (error instanceof NotReadyError) return 503;
  return 500;
}

export function errorBody(statusCode: number, message: string, field?: string): ApiError {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

// Every failure answers with the one JSON shape. Input errors name the field; unexpected errors are
// logged with their stack but answer only a generic message, so no stack trace or SQL leaves the
// server. A database that cannot be reached answers 503 so that clients and balancers back off.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const field = path || (first?.params?.missingProperty as string | undefined) || error.validationContext || 'input';
      const message = first?.message ? `${field}: ${first.message}` : `${field} is not valid`;
      return reply.code(400).send(errorBody(400, message, field));
    }
    const thrown: unknown = error;
    if (thrown instanceof DomainError) {
      const status = domainStatus(thrown);
      if (thrown instanceof TooManyError || thrown instanceof NotReadyError) reply.header('retry-after', String(thrown.retryAfterSeconds));
      return reply.code(status).send(errorBody(status, thrown.message, thrown.field));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own body errors (bad JSON, too large, wrong content type) concern the body; other
      // client errors (rate limits) carry their own message for the person.
      const bodyError = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP');
      const message = bodyError ? clientMessage(error) : error.message || 'The request could not be understood.';
      return reply.code(status).send(errorBody(status, message, bodyError ? 'body' : undefined));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody(503, 'The service is briefly unavailable. Please try again shortly.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });

  // A path that exists under other methods answers 405 naming them; only an unknown path is a 404.
  const allowedMethods = recordAllowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(405, `${request.method} is not allowed here; this address answers ${allowed.join(', ')}.`));
    }
    return reply.code(404).send(errorBody(404, `No such endpoint: ${request.method} ${pathname}`));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    default:
      return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : 'The request could not be understood.';
  }
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', 'SQLITE_BUSY']);

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return /connection terminated|timeout exceeded when trying to connect|Connection terminated/i.test(e.message ?? '');
}
