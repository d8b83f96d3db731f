/**
 * Builds the store server: plugins (cookies, errors, anti-forgery, sessions), then the
 * repositories over the database, then every service over them, then the routes (API operations, images,
 * demo pages), each handed the services it calls.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { offlineCarrier, type Carrier } from './adapters/carrier';
import { sandboxGateway as sandboxCardGateway, type CardGateway } from './adapters/payment-gateway';
import { cardPaymentsService } from './services/card-payments';
import { cardPaymentOperations } from './routes/card-payments';
import { outboxMailer, type Mailer } from './adapters/mailer';
import { offlineRecaptcha, RecaptchaPasses, recaptchaSettingsFromEnv, type RecaptchaVerifier } from './adapters/recaptcha';
import { postcodesFromEnv } from './adapters/postcodes';
import type { Db } from './db/client';
import { AccountGuard, DEFAULT_ACCOUNT_GUARD, type AccountGuardOptions } from './lib/account-guard';
import { AttemptLimiter, type AttemptLimiterOptions } from './lib/attempt-limiter';
import { MemoryCounters, type CounterStore } from './lib/counters';
import { clientErrorHandler, registerErrorHandling } from './plugins/errors';
import { cookiePolicy } from './lib/cookie-policy';
import { registerCors } from './plugins/cors';
import { safeLoggerOptions } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { DEFAULT_NEW_SESSIONS_PER_ADDRESS, registerSessions } from './plugins/session';
import { registerXsrf } from './plugins/xsrf';
import { createRepositories, type Repositories } from './repositories';
import type { SessionLifetime } from './repositories/customers/sessions';
import { apiRoutes, DEFAULT_LIMITS, type LimitSettings } from './routes/api';
import { cartOperations } from './routes/cart';
import { cartShippingOperations } from './routes/cart-shipping';
import { storeOperations } from './routes/store';
import { catalogueOperations } from './routes/catalogue';
import { contentOperations } from './routes/content';
import { contactOperations } from './routes/contact';
import { storeFrameOperations } from './routes/store-frame';
import { engageOperations } from './routes/engage';
import { customerOperations } from './routes/customers';
import { customerAuthOperations } from './routes/customer-auth';
import { outboxPageRoute } from './routes/outbox-page';
import { sandboxGateway as sandboxWebhookGateway, type WebhookGateway } from './adapters/payment-webhooks';
import { demoPaymentsRoutes } from './routes/demo-payments';
import { paymentWebhookReceiver, paymentWebhookRoutes } from './routes/payment-webhooks';
import { paymentStatusService } from './services/payment-status';
import { customerDataOperations } from './routes/customer-data';
import { imageRoutes } from './routes/images';
import { ordersOperations } from './routes/orders';
import { pageRoutes } from './routes/pages';
import { seoRoutes } from './routes/seo';
import { sitePagesOperations } from './routes/site-pages';
import { trackingOperations } from './routes/tracking';
import { OperationRegistry } from './routes/registry';
import { addressesService } from './services/addresses';
import { cartService } from './services/cart';
import { catalogueService } from './services/catalogue';
import { checkoutService } from './services/checkout';
import { contactService, DEFAULT_CONTACT_EMAIL } from './services/contact';
import { contentService } from './services/content';
import { customerDataService } from './services/customer-data';
import { engageService } from './services/engage';
import { imagesService } from './services/images';
import { sendOrderPlacedMail, type OrderPlacedMailDeps } from './services/order-mails';
import { ordersService } from './services/orders';
import { productsService } from './services/products';
import { customersService } from './services/customers';
import { identityService } from './services/identity';
import { linkSocialLogin, verifySocialCredential, type SocialOptions } from './services/identity-social';
import { pageSeoService } from './services/page-seo';
import { paymentsService } from './services/payments';
import { shippingService } from './services/shipping';
import { sitemapService } from './services/sitemap';
import { storeService } from './services/store';
import { trackingService } from './services/tracking';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the demo store pages (default demo/). */
  demoDir?: string;
  /** Folder of the built library served at /dist/ (default dist/). */
  distDir?: string;
  /**
   * JET_BUILD (server/config.ts): 'preact' sends the pages' /dist/jet.js on to the Preact build,
   * /dist/preact/jet.js (a redirect, so its chunks and the files it shares with the React build load from
   * where a theme serving dist/ has them). Default 'react'.
   */
  build?: 'react' | 'preact';
  recaptcha?: RecaptchaVerifier;
  /** Failed logins allowed per IP and e-mail (default 5 in 15 minutes). */
  loginAttempts?: AttemptLimiterOptions;
  /** The store is served over https (HTTPS=1): answers carry HSTS. */
  https?: boolean;
  /**
   * ALLOWED_ORIGINS (server/config.ts): theme origins that call the API across origins with the shopper's
   * cookies (CORS, SameSite=None; Secure cookies: plugins/cors.ts, lib/cookie-policy.ts). Default none.
   */
  allowedOrigins?: readonly string[];
  /** The proxies in front of the server (TRUST_PROXY: a hop count or their addresses; server/config.ts). */
  trustProxy?: false | number | string[];
  /** node:http's timeouts (default SERVER_TIMEOUTS; tests shorten them). */
  serverTimeouts?: Partial<Record<keyof typeof SERVER_TIMEOUTS, number>>;
  /** Idle and absolute session lifetimes (SESSION_IDLE_HOURS, SESSION_MAX_DAYS; default 7 and 30 days). */
  sessionLifetime?: SessionLifetime;
  /** Rate-limit classes (calls per operation and IP in a window); defaults in routes/api.ts. */
  limits?: Partial<LimitSettings>;
  /**
   * Where every limit counts (rate limits, attempt limiters, new sessions): default this process's memory;
   * server/main.ts gives the database's (DatabaseCounters) on PostgreSQL, so limits hold across processes.
   */
  counters?: CounterStore;
  /** New sessions per client address in a window (default 30 in 10 minutes; plugins/session.ts); null: no cap. */
  newSessionsPerAddress?: { max: number; windowMs: number } | null;
  /**
   * Multiplies the default per-address caps (rate-limit classes and new sessions; not the attempt
   * limits, nor caps given in `limits`): LIMITS_SCALE, default 1. The e2e run, whose every browser comes from 127.0.0.1, uses more.
   */
  limitsScale?: number;
  /** The clock of the cart rules (discount key windows, reservations); tests move it. */
  clock?: () => Date;
  /** Minutes a cart line stays reserved (CART_RESERVATION_MINUTES, default 30). */
  reservationMinutes?: number;
  /** The store is in maintenance (MAINTENANCE=1): checkMaintenanceStatus says so. */
  maintenance?: boolean;
  /** Sends the e-mails (default: the outbox table only; adapters/mailer.ts). */
  mailer?: Mailer;
  /** The carrier that tracks dispatched orders (default: the offline one on `clock`; adapters/carrier.ts). */
  carrier?: Carrier;
  /**
   * The card gateway (adapters/payment-gateway.ts; server/main.ts reads CARD_GATEWAY): default the offline
   * sandbox; null: no card at checkout.
   */
  cardGateway?: CardGateway | null;
  /**
   * Per identifier, whatever the IP: identifications, code resends and reset e-mails asked; failed logins,
   * codes, recoveries and current passwords (default 10 in 15 minutes).
   */
  accountAttempts?: AttemptLimiterOptions;
  /**
   * Failures per account after which it asks for a bot check and a growing delay (lib/account-guard.ts;
   * default: `accountAttempts`' cap and window, else 10 in 15 minutes; delay 1 s doubling to 60 s).
   */
  accountGuard?: Partial<AccountGuardOptions>;
  /** Failed logins per IP over every identifier (default 30 in 15 minutes, × limitsScale). */
  loginAddressAttempts?: AttemptLimiterOptions;
  /** The store's public address for e-mailed links (PUBLIC_URL; default http://localhost:4173). */
  publicUrl?: string;
  /** Least time of a forgot-password answer in ms (default 250). */
  forgotFloorMs?: number;
  /** Real social verifiers (tests give fakes). */
  social?: SocialOptions;
  /** Serve GET /demo/outbox (the demo's e-mail list; server/main.ts turns it on with DEMO=1). */
  outboxPage?: boolean;
  /** Serve /demo/pagamentos (the demo's bank: pay or refuse open Pix and boleto orders; server/main.ts turns it on with DEMO=1). */
  demoPayments?: boolean;
  /** Gateways whose webhooks are taken besides the offline sandbox (server/main.ts: Mercado Pago when configured). */
  paymentGateways?: readonly WebhookGateway[];
  /** The sandbox's webhook key (SANDBOX_WEBHOOK_SECRET); default one made on the first start and kept in server_secrets. */
  sandboxWebhookSecret?: string;
  /**
   * The anti-forgery HMAC key (XSRF_SECRET, 32 bytes or more as base64url/hex text); default: one made on
   * the first start and kept in the database (server_secrets), shared by every process.
   */
  xsrfSecret?: string;
}

/**
 * Answers are compressed with brotli or gzip, whichever the client accepts (brotli first), when their
 * type is compressible (mime-db: JS, CSS, HTML, JSON, SVG ...) and they are 1 kB or more; no
 * Accept-Encoding, no compression. Files of dist/ that the build precompressed are sent as they are
 * (routes/pages.ts); the rest (pages, API answers, images, demo assets) are compressed per answer at
 * brotli quality 4 / gzip 6, the plugin's defaults. Request bodies are never inflated (the widgets
 * never compress one; a compressed body is bad JSON, a 400): inflating is work a client could ask for.
 */
const COMPRESSION: FastifyCompressOptions = { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false };

/**
 * How long a client may take (node:http; the defaults are 300 s for a request and a check every 30 s, so
 * a few slow senders hold connections for minutes): the headers within 10 s, the whole request within
 * 15 s, an idle kept-alive connection 5 s; checked every second. Past that, a 408 and the connection closes.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's rule "the last n hops are proxies"
 * (Fastify's types take no number); either way the client is the right-most address that is not a proxy.
 */
function trustProxyOption(setting: AppOptions['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

/** Every operation of the catalogue, by resource: routes → services → repositories. */
export function createOperations(
  repos: Repositories,
  options: Pick<
    AppOptions,
    | 'recaptcha' | 'loginAttempts' | 'clock' | 'reservationMinutes' | 'maintenance' | 'mailer' | 'accountAttempts' | 'publicUrl'
    | 'forgotFloorMs' | 'social' | 'counters' | 'accountGuard' | 'loginAddressAttempts' | 'limitsScale' | 'https' | 'allowedOrigins' | 'carrier' | 'cardGateway'
  > = {},
): OperationRegistry {
  const registry = new OperationRegistry();
  const cart = cartService(repos, options.clock, { reservationMinutes: options.reservationMinutes });
  const counters = options.counters ?? new MemoryCounters();
  const accountAttempts = new AttemptLimiter(options.accountAttempts ?? { maxFailures: 10, windowMs: 15 * 60_000 }, counters, 'account');
  const accountGuard = new AccountGuard(
    {
      ...DEFAULT_ACCOUNT_GUARD,
      ...(options.accountAttempts && { threshold: options.accountAttempts.maxFailures, windowMs: options.accountAttempts.windowMs }),
      ...options.accountGuard,
    },
    counters,
    'guard',
  );
  // one address over every identifier: 30 failures in 15 minutes (× limitsScale)
  const perAddress: AttemptLimiterOptions = { maxFailures: Math.max(1, Math.round(30 * (options.limitsScale ?? 1))), windowMs: 15 * 60_000 };
  const addressAttempts = options.loginAddressAttempts ?? perAddress;
  const mailer = options.mailer ?? outboxMailer(repos.outbox);
  const customers = customersService(repos, {
    recaptcha: options.recaptcha ?? offlineRecaptcha,
    loginLimiter: new AttemptLimiter(options.loginAttempts ?? { maxFailures: 5, windowMs: 15 * 60_000 }, counters, 'login'),
    addressLimiter: new AttemptLimiter(addressAttempts, counters, 'login-ip'),
    accountGuard,
  });
  const content = contentService(repos);
  contentOperations(registry, content);
  storeFrameOperations(registry, content);
  catalogueOperations(registry, catalogueService(repos), productsService(repos));
  cartOperations(registry, cart);
  cartShippingOperations(registry, shippingService(repos, cart), cookiePolicy({ https: options.https, crossOrigin: Boolean(options.allowedOrigins?.length) }));
  storeOperations(registry, paymentsService(repos), storeService(repos, { maintenance: options.maintenance }));
  customerOperations(registry, customers, cart);
  customerAuthOperations(registry, identityService(repos, {
    recaptcha: options.recaptcha ?? offlineRecaptcha,
    mailer,
    attempts: accountAttempts,
    guard: accountGuard,
    addressAttempts: new AttemptLimiter(perAddress, counters, 'account-ip'),
    publicUrl: options.publicUrl ?? 'http://localhost:4173',
    forgotFloorMs: options.forgotFloorMs,
    social: options.social,
    clock: options.clock,
    adoptCart: (sessionId, customerId) => cart.adoptSessionCart(sessionId, customerId),
  }));
  customerDataOperations(registry, {
    customerData: customerDataService(repos, {
      recaptcha: options.recaptcha ?? offlineRecaptcha,
      clock: options.clock,
      counters,
      social: {
        verify: (credential) => verifySocialCredential(repos, credential, options.social),
        link: (customerId, identity) => linkSocialLogin(repos, customerId, identity),
      },
    }),
    addresses: addressesService(repos),
    postcodes: postcodesFromEnv(repos.postcodes),
    cart,
  });
  const payments = paymentStatusService(repos, { mailer, clock: options.clock, publicUrl: options.publicUrl ?? 'http://localhost:4173' });
  const cards = cardPaymentsService(paymentsService(repos), options.cardGateway === undefined ? sandboxCardGateway() : options.cardGateway, options.clock);
  cardPaymentOperations(registry, cards);
  // the order-placed e-mail; a failure is logged by its name only (no customer data in the logs)
  const orderMail: OrderPlacedMailDeps = {
    mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:4173',
    onError: (error) => console.error('[order-mails] order-placed e-mail not sent:', error instanceof Error ? error.name : 'error'),
    orders: repos.orders,
    company: repos.company,
  };
  ordersOperations(registry, {
    orders: ordersService(repos, options.clock),
    checkout: checkoutService(repos, {
      clock: options.clock,
      pixKey: process.env.PIX_KEY,
      card: cards,
      afterPlaced: (customerId, orderId) => sendOrderPlacedMail(orderMail, customerId, orderId),
    }),
    settleOnRead: payments.settleOnRead,
  });
  contactOperations(registry, contactService(repos, {
    recaptcha: options.recaptcha ?? offlineRecaptcha,
    mailer,
    settings: recaptchaSettingsFromEnv(),
    passes: new RecaptchaPasses(),
    storeEmail: process.env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL,
  }));
  sitePagesOperations(registry, content);
  engageOperations(registry, engageService(repos, { clock: options.clock, mailer }));
  trackingOperations(registry, trackingService(repos, {
    carrier: options.carrier ?? offlineCarrier({ clock: options.clock }),
    mailer,
    clock: options.clock,
    publicUrl: options.publicUrl ?? 'http://localhost:4173',
  }));
  return registry;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const demoDir = options.demoDir ?? `${ROOT}demo`;
  const distDir = options.distDir ?? `${ROOT}dist`;
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    trustProxy: trustProxyOption(options.trustProxy),
    // the largest body any operation takes (each declares its own, default 32 kB: routes/registry.ts)
    bodyLimit: 64 * 1024,
    clientErrorHandler,
    serverFactory: (handler) => createServer({ ...SERVER_TIMEOUTS, ...options.serverTimeouts }, handler),
  });

  // Plugins. Hooks run in this order: cookies are parsed, then anti-forgery, then the session handle.
  // Compression first, so its hook reaches every route registered after it (the static files too).
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyCookie);
  // Before anti-forgery, so a refusal still carries the CORS headers an allowed origin needs to read it.
  const allowedOrigins = options.allowedOrigins ?? [];
  if (allowedOrigins.length > 0) await registerCors(app, allowedOrigins);
  const cookies = cookiePolicy({ https: options.https, crossOrigin: allowedOrigins.length > 0 });
  await registerSecurityHeaders(app, { https: options.https, card: options.cardGateway?.csp });
  registerErrorHandling(app, { demoDir });

  // Repositories.
  const repos = createRepositories(options.db, { sessionLifetime: options.sessionLifetime });
  const counters = options.counters ?? new MemoryCounters();
  const scale = options.limitsScale ?? 1;
  const scaled = <T extends { max: number }>(cap: T | null): T | null => (cap ? { ...cap, max: Math.max(1, Math.round(cap.max * scale)) } : null);
  const sessionCap = options.newSessionsPerAddress === undefined ? scaled(DEFAULT_NEW_SESSIONS_PER_ADDRESS) : options.newSessionsPerAddress;
  registerXsrf(app, {
    secret: options.xsrfSecret ? Buffer.from(options.xsrfSecret) : await repos.serverSecrets.getOrCreate('xsrf'),
    publicUrl: options.publicUrl,
    https: options.https,
    allowedOrigins,
    cookies,
    findSession: (id) => repos.sessions.find(id),
  });
  registerSessions(app, repos.sessions, { counters, newPerAddress: sessionCap, cookies });

  // Routes: each operation registered with its schemas, access rule and rate-limit class, by resource.
  const registry = createOperations(repos, { ...options, counters });
  // The scale applies to the defaults; caps given explicitly (tests) are taken as they are.
  const limits = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(limits) as Array<keyof LimitSettings>) limits[name] = scaled(limits[name]);
  Object.assign(limits, options.limits);
  await app.register(apiRoutes, { registry, limits, counters });
  await app.register(imageRoutes, { images: imagesService(repos) });
  if (options.outboxPage) await app.register(outboxPageRoute, { latestMails: () => repos.outbox.latest(100) });
  // payment confirmation: the gateways' signed webhooks, and the demo's bank (routes/payment-webhooks.ts, demo-payments.ts)
  const payments = paymentStatusService(repos, {
    mailer: options.mailer ?? outboxMailer(repos.outbox),
    clock: options.clock,
    publicUrl: options.publicUrl ?? 'http://localhost:4173',
    // the order number only: nothing about the customer
    onEvent: (event, order) => app.log.warn({ order }, `payment: ${event}`),
  });
  const sandboxSecret = options.sandboxWebhookSecret ? Buffer.from(options.sandboxWebhookSecret) : await repos.serverSecrets.getOrCreate('sandbox-webhook');
  const receiver = paymentWebhookReceiver(payments, [sandboxWebhookGateway(sandboxSecret), ...(options.paymentGateways ?? [])]);
  await app.register(paymentWebhookRoutes, { receiver, counters });
  if (options.demoPayments) await app.register(demoPaymentsRoutes, { payments, receiver, sandboxSecret });
  // sitemap, robots.txt and the pages' metadata: absolute addresses on the store's public address
  const publicUrl = options.publicUrl ?? 'http://localhost:4173';
  await app.register(seoRoutes, { sitemap: sitemapService(repos, { publicUrl }) });
  await pageRoutes(app, { demoDir, distDir, seo: pageSeoService(repos, { publicUrl }), build: options.build });
  // Every importer of /dist/jet.js (the pages, a theme's module) gets the one Preact entry.
  if (options.build === 'preact') app.get('/dist/jet.js', (_request, reply) => reply.header('cache-control', 'no-cache').redirect('/dist/preact/jet.js', 302));

  return app;
}
