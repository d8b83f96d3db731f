/**
 * `npm start`: the demo store and its API on http://localhost:4173 (PORT), over the embedded PGlite in
 * .data/pglite (created and seeded on first start) or PostgreSQL when DATABASE_URL is set. On PostgreSQL
 * several of these processes can serve one store: the limits count in the database and the answer cache's
 * catalogue version is shared through it (server/README.md "Limits").
 */
import { carrierFromEnv } from './adapters/carrier';
import { outboxMailer, transportFromEnv } from './adapters/mailer';
import { recaptchaFromEnv } from './adapters/recaptcha';
import { buildApp } from './app';
import { readConfig, unsafeConfig, type ServerConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { databaseVersion, shareCatalogueVersion } from './lib/answer-cache';
import { DatabaseCounters, MemoryCounters } from './lib/counters';
import { createRepositories } from './repositories';
import { trackingService } from './services/tracking';
import { mercadoPagoFromEnv, sandboxGateway } from './adapters/payment-webhooks';
import { sandboxPixPayer } from './routes/demo-payments';
import { paymentWebhookReceiver } from './routes/payment-webhooks';
import { paymentStatusService } from './services/payment-status';

const started = performance.now();
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
/**
 * DEMO=1 (`npm start` sets it): the demo store's offline stand-ins are on — the outbox page lists every
 * e-mail (access codes, reset links) and `offline-…` social app ids sign people in — for clients on this
 * machine only (lib/loopback.ts), and the server refuses to listen where others reach it.
 */
const unsafe = unsafeConfig(config);
if (unsafe) {
  console.error(unsafe);
  process.exit(1);
}
const demo = config.demo;
if (!demo && !process.env.RECAPTCHA_SECRET) console.warn('RECAPTCHA_SECRET is not set: the bot check accepts the offline token (set it on a live store).');
const database = await openConfiguredDatabase(config);
const repositories = createRepositories(database.db);
const multiProcess = database.kind === 'postgres';
const counters = multiProcess ? new DatabaseCounters(database.db) : new MemoryCounters();
const stopSharing = multiProcess
  ? await shareCatalogueVersion(databaseVersion(database.db), { onError: () => console.warn('could not read the shared catalogue version') })
  : () => {};
const limitsScale = Number(process.env.LIMITS_SCALE ?? 1);
const mailer = outboxMailer(repositories.outbox, { transport: transportFromEnv(), onError: () => console.warn('an e-mail could not be sent; it stays in the outbox') });
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${config.port}`;
let carrier: ReturnType<typeof carrierFromEnv>;
try {
  carrier = carrierFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await database.close();
  process.exit(1);
}
const app = await buildApp({
  counters,
  limitsScale: Number.isFinite(limitsScale) && limitsScale > 0 ? limitsScale : 1,
  db: database.db,
  mailer,
  carrier,
  publicUrl,
  outboxPage: demo && process.env.OUTBOX_PAGE !== '0',
  demoPayments: demo,
  paymentGateways: [mercadoPagoFromEnv()].filter((gateway) => gateway !== undefined),
  sandboxWebhookSecret: process.env.SANDBOX_WEBHOOK_SECRET || undefined,
  social: { offline: demo },
  logger: { level: config.logLevel },
  recaptcha: recaptchaFromEnv(),
  trustProxy: config.trustProxy,
  https: config.https,
  allowedOrigins: config.allowedOrigins,
  build: config.build,
  reservationMinutes: config.cartReservationMinutes,
  maintenance: config.maintenance,
  xsrfSecret: process.env.XSRF_SECRET || undefined,
  sessionLifetime: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
});

const sessions = repositories.sessions;
const sweep = () => {
  void sessions.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
  void counters.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'counter sweep failed'));
};
const sweeper = setInterval(sweep, 3_600_000).unref();
sweep();
// parcels move without anyone looking: their new steps are stored and e-mailed every 5 minutes (and when the
// customer opens the tracking); the warning names no one
const tracking = trackingService(repositories, { carrier, mailer, publicUrl, onError: () => console.warn('a shipment could not be refreshed') });
const refreshShipments = () => void tracking.refreshOpen().catch(() => console.warn('the shipment refresh failed'));
const shipmentsTimer = setInterval(refreshShipments, 5 * 60_000).unref();
refreshShipments();

// payments: overdue Pix and boleto orders are closed every minute (and when their customer reads them);
// with SANDBOX_PIX_CONFIRM_SECONDS (demo only) the sandbox pays each open Pix that long after it was placed
const payments = paymentStatusService(repositories, { mailer, publicUrl, onEvent: (event) => console.warn(`payment: ${event}`) });
const expirePayments = () => void payments.expireOverdue().catch(() => console.warn('the payment expiry sweep failed'));
const expiryTimer = setInterval(expirePayments, 60_000).unref();
expirePayments();
let sandboxTimer: ReturnType<typeof setInterval> | undefined;
if (config.sandboxPixConfirmSeconds !== null) {
  const delayMs = config.sandboxPixConfirmSeconds * 1000;
  const secret = process.env.SANDBOX_WEBHOOK_SECRET ? Buffer.from(process.env.SANDBOX_WEBHOOK_SECRET) : await repositories.serverSecrets.getOrCreate('sandbox-webhook');
  const payPix = sandboxPixPayer(payments, paymentWebhookReceiver(payments, [sandboxGateway(secret)]), secret, delayMs);
  sandboxTimer = setInterval(() => void payPix().catch(() => console.warn('the sandbox could not pay a Pix order')), Math.min(5000, Math.max(1000, delayMs / 2))).unref();
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  clearInterval(sweeper);
  clearInterval(shipmentsTimer);
  clearInterval(expiryTimer);
  if (sandboxTimer) clearInterval(sandboxTimer);
  stopSharing();
  console.log(`${signal}: closing the server and the database...`);
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Could not listen on ${config.host}:${config.port}:`, error instanceof Error ? error.message : error);
  await database.close();
  process.exit(1);
}
console.log(`Demo store: http://localhost:${config.port} (ready in ${Math.round(performance.now() - started)} ms)`);
