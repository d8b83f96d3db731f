/**
 * Server-side sessions: the `jet_session` cookie (httpOnly; SameSite=Lax, or None in the cross-origin mode:
 * lib/cookie-policy.ts) holds a random token that is
 * the id of a row in `sessions`. Nothing touches the database until a handler asks: `load()` reads the
 * session (once per request), `ensure()` creates one lazily (cart, login), `rotate()` gives a new id on a
 * change of privilege, `destroy()` ends it.
 *
 * Sessions exist only when something must be stored: `ensure()` is called by writes only (a cart line, a
 * pending access code), and a session that `ensure()` created for a call that then failed (an add of an
 * unknown product, a sold-out SKU ...) is deleted again before the answer leaves, with its cookie. New
 * sessions are capped per client address (default 30 in 10 minutes; counted in lib/counters.ts, so the cap
 * holds across processes): past it, `ensure()` answers 429 telling the wait.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAME_ORIGIN_COOKIES, type CookiePolicy } from '../lib/cookie-policy';
import { MemoryCounters, type CounterStore } from '../lib/counters';
import { tooManyWait } from '../lib/limits';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';
import { shouldExtend, type SessionRecord, type SessionsRepository } from '../repositories/customers/sessions';

export const SESSION_COOKIE = 'jet_session';

/** What newSessionToken() makes: base64url (43 characters today; up to 64 accepted). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export interface SessionHandle {
  /** The current session, or null for a visitor without one (or with an expired one). */
  load(): Promise<SessionRecord | null>;
  /** The current session, created when missing. */
  ensure(): Promise<{ id: string; customerId: number | null }>;
  /** Replaces the session id (keeping the cart) and binds the session to a customer (or none). */
  rotate(customerId: number | null): Promise<{ id: string }>;
  /** Deletes the session and clears the cookie. */
  destroy(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionHandle;
  }
}

export interface SessionOptions {
  /** Where new sessions are counted per address (default: this process's memory). */
  counters?: CounterStore;
  /** New sessions allowed per client address in a window (default 30 in 10 minutes); null: no cap. */
  newPerAddress?: { max: number; windowMs: number } | null;
  /** SameSite and Secure of the cookie (lib/cookie-policy.ts; default: same origin). */
  cookies?: CookiePolicy;
}

export const DEFAULT_NEW_SESSIONS_PER_ADDRESS = { max: 30, windowMs: 10 * 60_000 };

/** The session ensure() created during the request (dropped again when the answer is an error). */
const createdHere = new WeakMap<FastifyRequest, string>();

const cookieOptions = (expires: Date, policy: CookiePolicy): CookieSerializeOptions => ({ httpOnly: true, path: '/', ...policy, expires });

function createHandle(request: FastifyRequest, reply: FastifyReply, repo: SessionsRepository, options: Required<SessionOptions>): SessionHandle {
  const token = request.cookies[SESSION_COOKIE];
  let loaded: Promise<SessionRecord | null> | undefined;

  const setCookie = (id: string, expiresAt: Date) => reply.setCookie(SESSION_COOKIE, id, cookieOptions(expiresAt, options.cookies));
  const clearCookie = () => reply.clearCookie(SESSION_COOKIE, { path: '/', ...options.cookies });

  const load = () =>
    (loaded ??= (async () => {
      if (!token) return null;
      // a cookie that is not one of our tokens (NUL, other characters, too long) is no session
      if (!TOKEN_SHAPE.test(token)) {
        clearCookie();
        return null;
      }
      const found = await repo.find(token);
      if (!found) {
        clearCookie();
        return null;
      }
      if (shouldExtend(repo.lifetime, found)) {
        found.expiresAt = await repo.extend(found.id, found.createdAt);
        setCookie(found.id, found.expiresAt);
      }
      return found;
    })());

  return {
    load,
    async ensure() {
      const current = await load();
      if (current) return current;
      const cap = options.newPerAddress;
      if (cap) {
        const { count, resetInMs } = await options.counters.hit(`session|${request.ip}`, cap.windowMs);
        if (count > cap.max) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
          throw tooManyWait('limits.tooManySessions', resetInMs);
        }
      }
      const created = await repo.create(null);
      createdHere.set(request, created.id);
      setCookie(created.id, created.expiresAt);
      const record: SessionRecord = { ...created, customerId: null, customer: null };
      loaded = Promise.resolve(record);
      return record;
    },
    async rotate(customerId) {
      const current = await load();
      const rotated = await repo.rotate(current?.id ?? null, customerId);
      createdHere.delete(request);
      setCookie(rotated.id, rotated.expiresAt);
      loaded = undefined;
      return rotated;
    },
    async destroy() {
      const current = await load();
      if (current) await repo.delete(current.id);
      clearCookie();
      loaded = Promise.resolve(null);
    },
  };
}

export function registerSessions(app: FastifyInstance, repo: SessionsRepository, options: SessionOptions = {}): void {
  const settings: Required<SessionOptions> = {
    counters: options.counters ?? new MemoryCounters(),
    newPerAddress: options.newPerAddress === undefined ? DEFAULT_NEW_SESSIONS_PER_ADDRESS : options.newPerAddress,
    cookies: options.cookies ?? SAME_ORIGIN_COOKIES,
  };
  app.decorateRequest('session', null as unknown as SessionHandle);
  app.addHook('onRequest', async (request, reply) => {
    request.session = createHandle(request, reply, repo, settings);
  });
  // A session created for a call that failed stores nothing: delete it and take its cookie back out of
  // the answer (@fastify/cookie has already written Set-Cookie by now: its hook runs first).
  app.addHook('onSend', async (request, reply, payload) => {
    const id = createdHere.get(request);
    if (id === undefined || reply.statusCode < 400) return payload;
    createdHere.delete(request);
    await repo.delete(id).catch((error: unknown) => request.log.warn({ err: error }, 'could not drop an unused session'));
    const header = reply.getHeader('set-cookie');
    const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
    // An anti-forgery token reissued for the dropped session goes too: the client keeps the one it sent,
    // which matches the state it is back in (no session).
    const sentXsrf = request.cookies[XSRF_COOKIE] !== undefined;
    const kept = cookies.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`) && !(sentXsrf && cookie.startsWith(`${XSRF_COOKIE}=`)));
    if (kept.length) reply.header('set-cookie', kept);
    else reply.removeHeader('set-cookie');
    if (sentXsrf) reply.removeHeader(XSRF_HEADER);
    return payload;
  });
}
