/**
 * Security headers on every answer (pages, API, static files), through @fastify/helmet:
 * - Content-Security-Policy: scripts, styles, images, fonts and calls from the store's own origin only,
 *   no inline script (the demo pages have none; `<script type="application/json">` is data, not run),
 *   inline style attributes allowed (React sets sizes and positions that way), images also from `data:`
 *   and `blob:` (the Pix QR code, downloads), `frame-ancestors 'self'`, `object-src 'none'`,
 *   `base-uri 'self'`, `form-action 'self'`. A theme that adds Google Tag Manager, the Meta pixel or the
 *   Google/Facebook sign-in adds their hosts to script-src, img-src, connect-src and frame-src
 *   (README, "Content Security Policy"). A card gateway's script (Mercado Pago) adds its hosts here
 *   itself (`card`: adapters/payment-gateway.ts `csp`).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin; X-Frame-Options:
 *   SAMEORIGIN for browsers without frame-ancestors.
 * - Strict-Transport-Security only when the store is served over https (HTTPS=1): sent over plain http
 *   it would lock a local demo out.
 * Cross-origin resource and embedder policies stay off: a theme on another origin loads /dist/ from here.
 *
 * The headers depend on the options only, never on the request, but @fastify/helmet builds them again for
 * every request (it calls helmet(options) in two hooks per request, parsing the CSP directives each
 * time: about a tenth of a cached listing's CPU). So helmet computes them once, at start, on a request of
 * a throwaway Fastify instance with the same options, and one synchronous hook sets that list on every
 * answer, the way helmet does (on the raw response, so error answers keep them too).
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** The store is served over https: send HSTS (a year, subdomains included). */
  https?: boolean;
  /** The card gateway's hosts: its script, its API calls, its frames. */
  card?: { script: string[]; connect: string[]; frame: string[] };
}

/** What @fastify/helmet is given (server/README.md "Security"). */
export function helmetOptions(options: SecurityHeadersOptions = {}): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.card?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.card?.connect ?? [])],
        frameSrc: ["'self'", ...(options.card?.frame ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
  };
}

/** The headers helmet sets with these options (names in lower case), and the ones it removes. */
async function securityHeaders(options: SecurityHeadersOptions = {}): Promise<{ set: Array<[string, string]>; removed: string[] }> {
  const probe = Fastify({ logger: false });
  const removed = new Set<string>();
  // What helmet removes (X-Powered-By) is seen by asking the raw response; this hook runs before helmet's.
  probe.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    const remove = raw.removeHeader.bind(raw);
    raw.removeHeader = (name: string) => {
      removed.add(name.toLowerCase());
      remove(name);
    };
    done();
  });
  await probe.register(fastifyHelmet, helmetOptions(options));
  probe.get('/', (_request, reply) => {
    reply.send('');
  });
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const set: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || ['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
    set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return { set, removed: [...removed] };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const { set, removed } = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
}
