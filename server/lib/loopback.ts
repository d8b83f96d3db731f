/**
 * Who may use the demo's stand-ins (the outbox page, the offline social provider): a client on this very
 * machine, talking to the server directly. The socket's own address decides, never a forwarding header
 * (a client writes those), and a request that came through a proxy (it carries one) is not local even when
 * the proxy itself runs on this machine: a proxy on 127.0.0.1 forwards the whole internet.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { OFFLINE_APP_PREFIX } from '../adapters/social';

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of 127/8. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** A host name the server may listen on without being reachable from other machines. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

/** True for a request from this machine that no proxy forwarded. */
export function fromLoopbackClient(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * True when a social credential names an offline app id (`offline-…`, the demo's provider, whose
 * credential anyone can write for any e-mail) and does not come from this machine: refused, even on a
 * server that trusts the offline provider (DEMO=1).
 */
export function offlineCredentialFromElsewhere(request: FastifyRequest, appId: unknown): boolean {
  return typeof appId === 'string' && appId.startsWith(OFFLINE_APP_PREFIX) && !fromLoopbackClient(request);
}
