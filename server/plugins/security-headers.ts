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
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** The store is served over https: send HSTS (a year, subdomains included). */
  https?: boolean;
  /** The card gateway's hosts: its script, its API calls, its frames. */
  card?: { script: string[]; connect: string[]; frame: string[] };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  await app.register(fastifyHelmet, {
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
  });
}
