/**
 * Server-side sessions: the `jet_session` cookie (httpOnly, SameSite=Lax) holds a random token that is
 * the id of a row in `sessions`. Nothing touches the database until a handler asks: `load()` reads the
 * session (once per request), `ensure()` creates one lazily (cart, login), `rotate()` gives a new id on a
 * change of privilege, `destroy()` ends it.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS, type SessionRecord, type SessionsRepository } from '../repositories/customers/sessions';

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

const cookieOptions = (expires: Date): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: 'auto',
  expires,
});

function createHandle(request: FastifyRequest, reply: FastifyReply, repo: SessionsRepository): SessionHandle {
  const token = request.cookies[SESSION_COOKIE];
  let loaded: Promise<SessionRecord | null> | undefined;

  const setCookie = (id: string, expiresAt: Date) => reply.setCookie(SESSION_COOKIE, id, cookieOptions(expiresAt));
  const clearCookie = () => reply.clearCookie(SESSION_COOKIE, { path: '/' });

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
      if (found.expiresAt.getTime() - Date.now() < SESSION_TTL_MS / 2) {
        found.expiresAt = await repo.extend(found.id);
        setCookie(found.id, found.expiresAt);
      }
      return found;
    })());

  return {
    load,
    async ensure() {
      const current = await load();
      if (current) return current;
      const created = await repo.create(null);
      setCookie(created.id, created.expiresAt);
      const record: SessionRecord = { ...created, customerId: null, customer: null };
      loaded = Promise.resolve(record);
      return record;
    },
    async rotate(customerId) {
      const current = await load();
      const rotated = await repo.rotate(current?.id ?? null, customerId);
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

export function registerSessions(app: FastifyInstance, repo: SessionsRepository): void {
  app.decorateRequest('session', null as unknown as SessionHandle);
  app.addHook('onRequest', async (request, reply) => {
    request.session = createHandle(request, reply, repo);
  });
}
