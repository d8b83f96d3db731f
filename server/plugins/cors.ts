/**
 * The cross-origin mode (ALLOWED_ORIGINS, server/config.ts): a theme page on another origin calls the API
 * with the shopper's cookies. Registered only when the list is not empty; through @fastify/cors, decided
 * per request:
 * - the API and pages, from an allowed origin: that origin echoed, credentials allowed, the methods the
 *   catalogue uses, the request headers the client sends (JSON and X-XSRF-TOKEN), the token's answer header
 *   exposed (plugins/xsrf.ts), preflights kept 10 minutes;
 * - the same from any other origin: no CORS header at all (its preflight is a 404, the browser keeps the
 *   answer from its script) — its writes are refused anyway (plugins/xsrf.ts);
 * - static files (/dist/, /assets/, /img/): `Access-Control-Allow-Origin: *` without credentials, so a
 *   theme anywhere may load the library as module scripts (`<script type="module">` and modulepreload are
 *   CORS requests) and its fonts. They are public and cookie-free, and one answer fits every origin in a
 *   shared cache.
 * Every answer varies by Origin.
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XSRF_HEADER } from './xsrf';

const STATIC_FILES = /^\/(dist|assets|img)\//;

const PREFLIGHT_MAX_AGE_S = 600;

export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  const forRequest = (request: FastifyRequest): FastifyCorsOptions => {
    if (STATIC_FILES.test(request.url)) return { origin: '*', credentials: false, methods: ['GET', 'HEAD'] };
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return { origin: false };
    return {
      origin,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT'],
      allowedHeaders: ['accept', 'content-type', XSRF_HEADER],
      exposedHeaders: [XSRF_HEADER],
      maxAge: PREFLIGHT_MAX_AGE_S,
    };
  };
  await app.register(fastifyCors, { delegator: (request, callback) => callback(null, forRequest(request)) });
}
