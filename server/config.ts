/** Environment of the server (documented in server/README.md). */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from './lib/loopback';
import { DEFAULT_PRODUCT_COUNT } from './db/seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection URL; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder. */
  dataDir: string;
  /** Products created by the seed of an empty database. */
  seedProducts: number;
  logLevel: string;
  /**
   * TRUST_PROXY: how the client's address is read behind proxies. A number is the count of proxies in
   * front of the server (1: one load balancer); addresses or CIDR ranges (comma-separated, or proxy-addr's
   * names 'loopback', 'linklocal', 'uniquelocal') are the proxies trusted. Either way the client is the
   * right-most address of X-Forwarded-For that is not a trusted proxy, so a client that writes the header
   * itself only adds entries on the left, which are never read. false (default): the socket's address.
   */
  trustProxy: false | number | string[];
  /** HTTPS=1: the store is served over https (HSTS on every answer). */
  https: boolean;
  /** Minutes a cart line's units stay reserved after its last add or change. */
  cartReservationMinutes: number;
  /** The store is in maintenance (checkMaintenanceStatus answers true). */
  maintenance: boolean;
  /** DEMO=1: the demo's offline stand-ins (outbox page, offline social provider) are on, for loopback clients. */
  demo: boolean;
  /** A session ends this long after its last use (SESSION_IDLE_HOURS, default 7 days). */
  sessionIdleMs: number;
  /** A session ends this long after it began, used or not (SESSION_MAX_DAYS, default 30). */
  sessionMaxMs: number;
  /**
   * ALLOWED_ORIGINS: the theme origins (another host than the store's) whose pages may call the API with
   * the shopper's cookies (the cross-origin mode: CORS, SameSite=None; Secure cookies). Empty: same origin only.
   */
  allowedOrigins: string[];
  /** JET_BUILD: which build of the widgets the demo pages load: 'react' (dist/, default) or 'preact' (dist/preact/). */
  build: 'react' | 'preact';
  /**
   * SANDBOX_PIX_CONFIRM_SECONDS: the offline sandbox pays every open Pix order this many seconds after it
   * was placed (its signed notification, as a bank would); null (default): only the demo's payments page
   * pays. Demo only: refused without DEMO=1.
   */
  sandboxPixConfirmSeconds: number | null;
}

/** 'true'/'yes' would trust every hop, i.e. whatever X-Forwarded-For the client writes: refused. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'yes') {
    throw new Error('TRUST_PROXY=true would let any client choose its address: give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.6)');
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    if (named.has(entry)) continue;
    if (!address || isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a number of proxies nor an address or CIDR range`);
    }
  }
  return entries;
}

/**
 * ALLOWED_ORIGINS: a comma-separated list of exact origins (`https://www.loja.example`: scheme, host and
 * port when not the default; no path, no wildcard). https only, but for this machine's own hosts (a theme
 * served over plain http could be rewritten on its way and would then speak for the shopper).
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    // WHATWG URL takes `*` and other odd characters in a host: a host name here is letters, digits, - and dots
    const hostOk = url !== undefined && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    if (!url || !hostOk || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin; write each one as scheme://host[:port], e.g. ALLOWED_ORIGINS=https://www.loja.example,https://loja.example`);
    }
    const loopback = isLoopbackHost(url.hostname.replace(/^\[|\]$/g, ''));
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      throw new Error(`ALLOWED_ORIGINS: "${entry}" must use https (plain http only for localhost and 127.0.0.1)`);
    }
  }
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parseBuild(value: string | undefined): 'react' | 'preact' {
  if (!value || value === 'react' || value === 'preact') return value === 'preact' ? 'preact' : 'react';
  throw new Error(`JET_BUILD must be react or preact, got "${value}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveInt(env.PORT, 4173, 'PORT'),
    // Only this machine reaches the server unless HOST says otherwise (a store sets HOST=0.0.0.0).
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || `${ROOT}.data/pglite`,
    seedProducts: positiveInt(env.SEED_PRODUCTS, DEFAULT_PRODUCT_COUNT, 'SEED_PRODUCTS'),
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    https: env.HTTPS === '1' || env.HTTPS === 'true',
    cartReservationMinutes: positiveInt(env.CART_RESERVATION_MINUTES, 30, 'CART_RESERVATION_MINUTES'),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    demo: env.DEMO === '1',
    sessionIdleMs: positiveInt(env.SESSION_IDLE_HOURS, 7 * 24, 'SESSION_IDLE_HOURS') * 3_600_000,
    sessionMaxMs: positiveInt(env.SESSION_MAX_DAYS, 30, 'SESSION_MAX_DAYS') * 86_400_000,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    build: parseBuild(env.JET_BUILD),
    sandboxPixConfirmSeconds: env.SANDBOX_PIX_CONFIRM_SECONDS ? positiveInt(env.SANDBOX_PIX_CONFIRM_SECONDS, 0, 'SANDBOX_PIX_CONFIRM_SECONDS') : null,
  };
}

/**
 * Why this configuration must not start, or null. The demo's stand-ins (every e-mail on a page, a social
 * sign-in that proves nothing) are safe only on a server nobody else reaches: DEMO=1 with a HOST other
 * machines can reach is refused.
 */
export function unsafeConfig(config: ServerConfig): string | null {
  if (config.demo && !isLoopbackHost(config.host)) {
    return `DEMO=1 shows every e-mail at /demo/outbox and signs anyone in with the offline social provider, so it listens on this machine only: HOST=${config.host} is refused. Unset HOST (127.0.0.1), or unset DEMO for a store others reach.`;
  }
  // the sandbox paying Pix orders by itself would hand out a live store's goods for nothing
  if (config.sandboxPixConfirmSeconds !== null && !config.demo) {
    return 'SANDBOX_PIX_CONFIRM_SECONDS makes the offline sandbox pay every Pix order by itself: it is for the demo only (DEMO=1). Unset it.';
  }
  // SameSite=None cookies must be Secure, and browsers take Secure cookies from https (or this machine) only.
  if (config.allowedOrigins.length > 0 && !config.https && !isLoopbackHost(config.host)) {
    return `ALLOWED_ORIGINS sends the cookies as SameSite=None; Secure, which browsers keep only from an https store: set HTTPS=1 (behind TLS) with HOST=${config.host}, or unset ALLOWED_ORIGINS.`;
  }
  return null;
}
