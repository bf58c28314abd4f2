import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { errorBody } from './errors.ts';
import { securityHeaders } from './security.ts';

// Errors answered before any route or hook runs, in the project's shape and with the security
// headers: a URL the router cannot decode (Fastify's frameworkErrors), and what Node's HTTP parser
// refuses on its own (a malformed request, headers too large, a request too slow to arrive), which
// reach us as 'clientError' on the raw socket. Neither echoes the request back.

export function frameworkErrorHandler(config: ServerConfig) {
  const headers = securityHeaders(config);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    const message = tooLong ? 'The address is too long.' : 'The address holds an invalid %-sequence or character.';
    void reply
      .code(status)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send(errorBody(status, message, 'url'));
  };
}

export function clientErrorHandler(config: ServerConfig) {
  const headerLines = Object.entries({ ...securityHeaders(config), 'cache-control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection is gone; there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : [400, 'The request could not be understood.'];
    const body = JSON.stringify(errorBody(status, message));
    const response = socket as Socket & { _httpMessage?: { headersSent?: boolean } };
    // An answer already begun on this socket cannot be replaced by another.
    if (socket.writable && !response._httpMessage?.headersSent) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headerLines}connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
