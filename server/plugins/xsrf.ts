/**
 * Anti-forgery, double submit: every page or API answer to a request without the `XSRF-TOKEN` cookie sets one
 * (random, readable by scripts, SameSite=Lax); every request other than GET, HEAD and OPTIONS must send
 * the same value in the `X-XSRF-TOKEN` header, else 403. A cross-site form can send the cookie but
 * cannot read it to copy it into the header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/messages';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Static, cacheable files (the built library, the theme's assets, images): their answers carry no cookie,
 * so a shared cache may keep them and a shopper's token never sits in one. Pages and the API set it.
 */
const STATIC_FILES = /^\/(dist|assets|img)\//;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie && !STATIC_FILES.test(request.url)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        path: '/',
        secure: 'auto',
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw fail(403, 'api.xsrf', 'XSRF');
    }
  });
}
