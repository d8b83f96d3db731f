/**
 * Builds the store server: plugins (cookies, errors, anti-forgery, sessions, rate limits), then the
 * repositories over the database, then the routes (API operations, images, demo pages).
 */
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { offlineRecaptcha, type RecaptchaVerifier } from './adapters/recaptcha';
import type { Db } from './db/client';
import { AttemptLimiter, type AttemptLimiterOptions } from './lib/attempt-limiter';
import { HttpError } from './lib/http-error';
import { MESSAGES, registerErrorHandling } from './plugins/errors';
import { registerSessions } from './plugins/session';
import { registerXsrf } from './plugins/xsrf';
import { createRepositories, type Repositories } from './repositories';
import { apiRoutes } from './routes/api';
import { authOperations } from './routes/auth';
import { cartOperations } from './routes/cart';
import { catalogueOperations } from './routes/catalogue';
import { companyOperations } from './routes/company';
import { contentOperations } from './routes/content';
import { imageRoutes } from './routes/images';
import { leadOperations } from './routes/leads';
import { listingOperations } from './routes/listing';
import { pageRoutes } from './routes/pages';
import { productOperations } from './routes/product';
import { OperationRegistry } from './routes/registry';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the demo store pages (default demo/). */
  demoDir?: string;
  /** Folder of the built library served at /dist/ (default dist/). */
  distDir?: string;
  recaptcha?: RecaptchaVerifier;
  /** Failed logins allowed per IP and e-mail (default 5 in 15 minutes). */
  loginAttempts?: AttemptLimiterOptions;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy?: boolean;
}

/** Every operation of the catalogue, by resource. */
export function createOperations(repos: Repositories, options: Pick<AppOptions, 'recaptcha' | 'loginAttempts'> = {}): OperationRegistry {
  const registry = new OperationRegistry();
  companyOperations(registry, repos);
  catalogueOperations(registry, repos);
  cartOperations(registry, repos);
  contentOperations(registry, repos);
  leadOperations(registry, repos);
  listingOperations(registry, repos);
  productOperations(registry, repos);
  authOperations(registry, repos, {
    recaptcha: options.recaptcha ?? offlineRecaptcha,
    loginLimiter: new AttemptLimiter(options.loginAttempts ?? { maxFailures: 5, windowMs: 15 * 60_000 }),
  });
  return registry;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const demoDir = options.demoDir ?? `${ROOT}demo`;
  const distDir = options.distDir ?? `${ROOT}dist`;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });

  // Plugins. Hooks run in this order: cookies are parsed, then anti-forgery, then the session handle.
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests, 'RATE_LIMIT'),
  });
  registerErrorHandling(app, { demoDir });
  registerXsrf(app);

  // Repositories.
  const repos = createRepositories(options.db);
  registerSessions(app, repos.sessions);

  // Routes: one handler per operation, grouped by resource.
  const registry = createOperations(repos, options);
  await app.register(apiRoutes, { registry });
  await app.register(imageRoutes, { repos });
  await pageRoutes(app, { demoDir, distDir });

  return app;
}
