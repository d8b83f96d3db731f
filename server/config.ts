/** Environment of the server (documented in server/README.md). */
import { fileURLToPath } from 'node:url';
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
  trustProxy: boolean;
  /** HTTPS=1: the store is served over https (HSTS on every answer). */
  https: boolean;
  /** Minutes a cart line's units stay reserved after its last add or change. */
  cartReservationMinutes: number;
  /** The store is in maintenance (checkMaintenanceStatus answers true). */
  maintenance: boolean;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveInt(env.PORT, 4173, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || `${ROOT}.data/pglite`,
    seedProducts: positiveInt(env.SEED_PRODUCTS, DEFAULT_PRODUCT_COUNT, 'SEED_PRODUCTS'),
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    https: env.HTTPS === '1' || env.HTTPS === 'true',
    cartReservationMinutes: positiveInt(env.CART_RESERVATION_MINUTES, 30, 'CART_RESERVATION_MINUTES'),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
  };
}
