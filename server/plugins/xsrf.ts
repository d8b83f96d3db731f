/**
 * Anti-forgery: OWASP's signed double submit, bound to the session, plus the browser's own word on where a
 * write comes from.
 *
 * The token. `XSRF-TOKEN` (readable by scripts, SameSite=Lax) holds `<random>.<mac>`, where mac is an
 * HMAC-SHA256, under the server's secret, of the session id (the `jet_session` cookie) and the random
 * value. A visitor without a session gets a token whose mac covers the random value alone: a signed random
 * value the client cannot invent. Every request other than GET, HEAD and OPTIONS must send the same value
 * in the `X-XSRF-TOKEN` header, and it must be signed for the session the request carries: a token the
 * client invents, a visitor's token sent with a signed-in session, or another session's token is a 403.
 *
 * Issued on every page or API answer (never on static files) whose request has no valid token for its
 * session, and again in the very answer that creates, rotates (login) or ends (logout) the session, so
 * the client's next call carries a token for the new session. The token's cookie lives as long as the
 * session's cookie when the answer sets one.
 *
 * Where the write comes from. `Origin`, when the browser sends it, must be the site's own origin (the
 * request's scheme and host, or PUBLIC_URL's) or one of ALLOWED_ORIGINS (the cross-origin mode);
 * `Sec-Fetch-Site: cross-site` is refused unless that Origin is an allowed one. Both answer 403 with the
 * pt-BR text of the anti-forgery refusal.
 *
 * Delivery to the script. A theme page on another origin cannot read this origin's cookie, so the token
 * also travels in answers: `GET /api/xsrf` answers the token valid for the request's session (the one its
 * cookie holds when valid, else a new one, cookie set as ever) in `{ token }` and in the `X-XSRF-TOKEN`
 * header, and every API answer that issues or rotates the token carries that header too. Only the site
 * itself and ALLOWED_ORIGINS can read them (CORS exposes the header to allowed origins only; plugins/cors.ts),
 * and the token still has to match the cookie the browser sends. Pages never carry the header (a CDN may
 * keep a page's headers).
 *
 * Grace: a visitor's token is still taken with a session cookie that is no live session (expired, made
 * up) or with a visitor session (no customer) made in the last minute — the cart's first add answers with
 * a new token, but a call started before that answer arrived still carries the old one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAME_ORIGIN_COOKIES, type CookiePolicy } from '../lib/cookie-policy';
import { fail } from '../lib/messages';
import type { SessionRecord } from '../repositories/customers/sessions';
import { SESSION_COOKIE } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route proves its caller by a check of its own and takes no cookie: a gateway's webhook (its
     * signature, routes/payment-webhooks.ts) or the demo's payments page (loopback and same origin,
     * routes/demo-payments.ts). The anti-forgery check is not asked of it.
     */
    ownCallerCheck?: boolean;
  }
}

/**
 * Static, cacheable files (the built library, the theme's assets, images): their answers carry no cookie,
 * so a shared cache may keep them and a shopper's token never sits in one. Pages and the API set it.
 */
const STATIC_FILES = /^\/(dist|assets|img)\//;

/** A session cookie's shape (as server/plugins/session.ts reads it); anything else is no session. */
const SESSION_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
/** `<random>.<mac>`: 16 random bytes and a SHA-256 HMAC, base64url. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** A visitor session this young still takes the visitor's token (the answer that made it may be in flight). */
const FRESH_SESSION_MS = 60_000;

export interface XsrfOptions {
  /** The HMAC key (32 bytes or more). */
  secret: Buffer;
  /** The store's public address (PUBLIC_URL): its origin is the site's, besides the request's own. */
  publicUrl?: string;
  /** The store is served over https (HTTPS=1): `https://<host>` is the site's origin behind a proxy too. */
  https?: boolean;
  /** ALLOWED_ORIGINS: theme origins whose writes are taken like the site's own (server/config.ts). */
  allowedOrigins?: readonly string[];
  /** SameSite and Secure of the token's cookie (lib/cookie-policy.ts; default: same origin). */
  cookies?: CookiePolicy;
  /** Reads a live session (the grace for a visitor's token, below). */
  findSession(id: string): Promise<Pick<SessionRecord, 'customerId' | 'createdAt' | 'expiresAt'> | undefined>;
}

/** What a token is bound to: a session id, or nothing (a visitor). */
type Binding = { session: string } | { session: null };

export interface XsrfTokens {
  issue(binding: Binding): string;
  /** True when the token is one we signed for this binding. */
  verify(token: string, binding: Binding): boolean;
}

export function xsrfTokens(secret: Buffer): XsrfTokens {
  if (secret.length < 32) throw new Error('the anti-forgery secret must have 32 bytes or more');
  const mac = (binding: Binding, nonce: string) =>
    createHmac('sha256', secret)
      .update(binding.session === null ? `visitor!${nonce}` : `session!${binding.session.length}!${binding.session}!${nonce}`)
      .digest('base64url');
  return {
    issue(binding) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(binding, nonce)}`;
    },
    verify(token, binding) {
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return false;
      return sameText(match[2]!, mac(binding, match[1]!));
    },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The session a request carries: its cookie when it has a session's shape. */
function requestBinding(request: FastifyRequest): Binding {
  const cookie = request.cookies[SESSION_COOKIE];
  return { session: cookie && SESSION_SHAPE.test(cookie) ? cookie : null };
}

interface SessionCookieChange {
  /** The new id, or null when the answer clears the cookie. */
  id: string | null;
  expires?: Date;
}

/** The session cookie this answer sets or clears (the last Set-Cookie for it wins), if any. */
function sessionCookieChange(reply: FastifyReply): SessionCookieChange | undefined {
  const header = reply.getHeader('set-cookie');
  const lines = header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
  let change: SessionCookieChange | undefined;
  for (const line of lines) {
    if (!line.startsWith(`${SESSION_COOKIE}=`)) continue;
    const [pair = '', ...attributes] = line.split(';');
    const value = decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
    const expiresText = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a))?.slice('expires='.length);
    const expires = expiresText ? new Date(expiresText) : undefined;
    const maxAgeZero = attributes.some((a) => /^max-age=0$/i.test(a.trim()));
    const cleared = value === '' || maxAgeZero || (expires !== undefined && expires.getTime() <= Date.now());
    change = cleared ? { id: null } : { id: value, expires: expires && !Number.isNaN(expires.getTime()) ? expires : undefined };
  }
  return change;
}

/** An origin as URL writes it (lower case, default port left out), or undefined when it is none. */
function normalOrigin(text: string): string | undefined {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** True when `origin` is this site's for the request, or an allowed theme origin. */
function isSiteOrigin(request: FastifyRequest, origin: string, options: XsrfOptions): boolean {
  const sent = normalOrigin(origin);
  if (!sent) return false;
  if (isAllowedOrigin(origin, options)) return true;
  const host = request.host;
  const own = [options.publicUrl, host && `${request.protocol}://${host}`, host && options.https ? `https://${host}` : undefined];
  return own.some((candidate) => candidate !== undefined && candidate !== '' && normalOrigin(candidate) === sent);
}

/** True when `origin` is, exactly as the browser wrote it, one of ALLOWED_ORIGINS. */
function isAllowedOrigin(origin: string | undefined, options: XsrfOptions): boolean {
  return origin !== undefined && (options.allowedOrigins ?? []).includes(origin);
}

/** API answers carry the token's header; pages and files never do. */
const API_PATH = /^\/api(\/|\?|$)/;

export function registerXsrf(app: FastifyInstance, options: XsrfOptions): void {
  const tokens = xsrfTokens(options.secret);
  const policy = options.cookies ?? SAME_ORIGIN_COOKIES;
  /** The token issued during a request, per binding, so the handler of GET /api/xsrf and onSend agree on one. */
  const issued = new WeakMap<FastifyRequest, { session: string | null; token: string }>();

  /** The token an answer leaves the client with for `binding`: the one it sent while valid, else a new one. */
  function tokenFor(request: FastifyRequest, binding: Binding): string {
    const sent = request.cookies[XSRF_COOKIE];
    if (sent && tokens.verify(sent, binding)) return sent;
    const known = issued.get(request);
    if (known && known.session === binding.session) return known.token;
    const token = tokens.issue(binding);
    issued.set(request, { session: binding.session, token });
    return token;
  }

  async function tokenAccepted(request: FastifyRequest, token: string): Promise<boolean> {
    const binding = requestBinding(request);
    if (tokens.verify(token, binding)) return true;
    if (binding.session === null || !tokens.verify(token, { session: null })) return false;
    // A visitor's token with a session cookie: taken when that cookie is no live session, or a visitor
    // session made a moment ago (the answer that made it raced this call).
    const session = await options.findSession(binding.session);
    if (!session) return true;
    const age = Date.now() - session.createdAt.getTime();
    return session.customerId === null && age < FRESH_SESSION_MS;
  }

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.ownCallerCheck === true) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isSiteOrigin(request, String(origin), options)) {
      throw fail(403, 'api.xsrf', 'ORIGIN');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site' && !isAllowedOrigin(origin, options)) throw fail(403, 'api.xsrf', 'CROSS_SITE');
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header) || !(await tokenAccepted(request, header))) {
      throw fail(403, 'api.xsrf', 'XSRF');
    }
  });

  // The token for a script that cannot read the cookie (a theme on another origin) or has none yet (a page
  // the store server did not send). No personal data; a read (no cap). Another site's Origin is refused
  // here too, though CORS alone already keeps it from reading the answer.
  app.get('/api/xsrf', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isSiteOrigin(request, String(origin), options)) throw fail(403, 'api.xsrf', 'ORIGIN');
    const token = tokenFor(request, requestBinding(request));
    reply.header('cache-control', 'no-store').header(XSRF_HEADER, token);
    return { token };
  });

  // After @fastify/cookie wrote the answer's cookies (its onSend hook was added first), so the session
  // cookie this answer sets or clears is known; setCookie now writes straight into the header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (STATIC_FILES.test(request.url)) return payload;
    const change = sessionCookieChange(reply);
    const binding: Binding = change ? { session: change.id } : requestBinding(request);
    const token = tokenFor(request, binding);
    // A session change always sets the cookie again (its lifetime follows the session's); else only a new token.
    if (!change && token === request.cookies[XSRF_COOKIE]) return payload;
    const expires = change?.id ? change.expires : undefined;
    reply.setCookie(XSRF_COOKIE, token, { httpOnly: false, path: '/', ...policy, ...(expires ? { expires } : {}) });
    // Defence in depth: CORS already keeps another origin from reading the header; it is not even sent to one.
    const origin = request.headers.origin;
    if (API_PATH.test(request.url) && (origin === undefined || isSiteOrigin(request, String(origin), options))) reply.header(XSRF_HEADER, token);
    return payload;
  });
}
