/**
 * Every failure leaves as `{ error, code? }` with a pt-BR text for the shopper. Bad input (JSON that does
 * not parse, a body of the wrong shape) is a 400, never a 500; a genuine 500 says nothing internal but
 * carries an error id (`errorId`, 12 hex digits), and the log line of that failure has the same id, so a
 * shopper's report finds its line (the line itself holds no personal data: plugins/logging.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/api/operations';
import { HttpError } from '../lib/http-error';
import { renderDemoPage } from '../lib/demo-html';
import { text, type MessageKey } from '../lib/messages';

/** The texts of the transport's failures (src/i18n/catalogue/api.ts). */
const MESSAGES = {
  internal: 'api.internalError',
  invalidJson: 'api.invalidJson',
  invalidBody: 'api.invalidInput',
  unsupportedMedia: 'api.unsupportedMedia',
  tooLarge: 'api.tooLarge',
  badRequest: 'api.badRequest',
  notFound: 'api.notFound',
  pageNotFound: 'api.pageNotFound',
  tooManyRequests: 'api.tooManyRequests',
  requestTimeout: 'api.requestTimeout',
  headersTooLarge: 'api.headersTooLarge',
} as const satisfies Record<string, MessageKey>;

const body = (key: MessageKey, code?: string): ErrorBody => (code ? { error: text(key), code } : { error: text(key) });
const bodyOf = (error: HttpError): ErrorBody => ({
  ...error.details,
  ...(error.code ? { error: error.message, code: error.code } : { error: error.message }),
});

function classify(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: bodyOf(error) };
  if (error.validation) return { status: 400, body: body(MESSAGES.invalidBody, 'INVALID_INPUT') };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: body(MESSAGES.invalidJson, 'INVALID_JSON') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: body(MESSAGES.unsupportedMedia, 'UNSUPPORTED_MEDIA_TYPE') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: body(MESSAGES.tooLarge, 'TOO_LARGE') };
  }
  if (error.statusCode === 429) return { status: 429, body: body(MESSAGES.tooManyRequests, 'RATE_LIMIT') };
  // A SyntaxError from a JSON parse is bad input, whatever the parser.
  if (error instanceof SyntaxError) return { status: 400, body: body(MESSAGES.invalidJson, 'INVALID_JSON') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: body(MESSAGES.badRequest) };
  }
  return { status: 500, body: body(MESSAGES.internal) };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request that took too long, headers
 * over the limit, bytes that are not HTTP) leaves in the same `{ error, code }` pt-BR shape, and the
 * connection is closed (Fastify's own handler answers in English).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, payload] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', body(MESSAGES.requestTimeout, 'TIMEOUT')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', body(MESSAGES.headersTooLarge, 'HEADERS_TOO_LARGE')]
        : [400, 'Bad Request', body(MESSAGES.badRequest, 'BAD_REQUEST')];
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const json = JSON.stringify(payload);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
  );
}

/**
 * The shopper's browser went away while the answer was being written (a closed tab, an aborted call, a
 * compressed stream cut short): nothing failed on our side and nobody reads an answer, so it is an info
 * line, not an error with an id.
 */
const clientLeft = (error: FastifyError) => error.code === 'ERR_STREAM_PREMATURE_CLOSE';

export function registerErrorHandling(app: FastifyInstance, options: { demoDir: string }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientLeft(error)) {
      request.log.info({ code: error.code }, 'client closed the connection');
      if (!reply.sent) reply.code(400).header('cache-control', 'no-store').send(body(MESSAGES.badRequest, 'CLIENT_CLOSED'));
      return;
    }
    const { status, body: payload } = classify(error);
    if (status >= 500) {
      const errorId = randomBytes(6).toString('hex');
      request.log.error({ err: error, errorId }, 'request failed');
      reply.code(status).header('cache-control', 'no-store').send({ ...payload, errorId });
      return;
    }
    reply.code(status).header('cache-control', 'no-store').send(payload);
  });

  const notFoundPage = join(options.demoDir, '404.html');
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && existsSync(notFoundPage)) return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderDemoPage(options.demoDir, '404.html'));
    return reply.code(404).send(body(wantsPage ? MESSAGES.pageNotFound : MESSAGES.notFound, 'NOT_FOUND'));
  });
}
