/**
 * The demo store: page routes of the spec, each served by one HTML file of demo/ (a page whose file does
 * not exist yet answers 404, checked per request so pages added while the server runs appear), the rest of demo/ as static files (assets), and the built library at /dist/.
 * Addresses are parsed by src/routes, as in the widgets. To add a page: add its file to PAGE_FILES and to demo/.
 * Pages are rendered with their shared partials (server/lib/demo-html.ts), the 404 page too.
 *
 * Caching (server/README.md, "Compression and caching"): the content-hashed files of dist/ (chunks/,
 * assets/) are immutable for a year; every other file (jet.js, jet.css, demo assets) and every page is
 * `no-cache` with a validator (ETag, and Last-Modified for files), so a revisit costs a 304.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildUrl, parseRoute, type Route, type RoutePage } from '../../src/routes';
import { renderDemoPage } from '../lib/demo-html';
import { preloadMapReader, withModulePreload } from '../lib/module-preload';
import { withPageSeo } from '../lib/page-head';
import type { PageSeoService } from '../services/page-seo';

/**
 * The demo page of each route of src/routes (the same parser as the widgets'); pages without a file
 * answer 404. The patterns only bring candidate addresses to the page handler, which parses them.
 */
const PAGE_FILES: Partial<Record<RoutePage, string>> = {
  home: 'index.html',
  search: 'busca.html',
  brands: 'marcas.html',
  cart: 'carrinho.html',
  faq: 'perguntas-frequentes.html',
  privacyPolicy: 'politica-de-privacidade.html',
  institutional: 'institucional.html',
  brand: 'marca.html',
  group: 'grupo.html',
  category: 'categoria.html',
  product: 'produto.html',
  // customer pages: one file per view, customer/{view}.html (pageFile below)
  checkoutIdentification: 'identificacao.html',
  checkout: 'checkout.html',
  checkoutConfirmation: 'confirmacao.html',
  contact: 'fale-conosco.html',
  notFound: '404.html',
};

/**
 * The demo file of a route: PAGE_FILES, and for the customer area one file per view
 * (`/customer` → customer/home.html, `/customer/changepassword/ChangePasswordToken/x` → customer/changepassword.html).
 */
function pageFile(route: Route): string | undefined {
  return route.page === 'customer' ? `customer/${route.view}.html` : PAGE_FILES[route.page];
}

/**
 * Addresses the store moved, sent on with a 301 and their query kept so old links and bookmarks work:
 * the registration wizard is on /customer for a visitor (customer-area §2), /customer/register was its
 * own page.
 */
function movedTo(route: Route, url: string): string | undefined {
  if (route.page !== 'customer' || route.view !== 'register') return undefined;
  const query = url.indexOf('?');
  return buildUrl({ page: 'customer', view: 'home' }) + (query < 0 ? '' : url.slice(query));
}

/**
 * Path patterns (find-my-way syntax) that bring candidate page addresses to the page handler; the rest
 * of the paths stay with the static files of demo/ (assets).
 */
const PATTERNS = [
  '/',
  ...['busca', 'marcas', 'carrinho', 'checkout', 'checkout/identification', 'checkout/confirmacao', 'perguntas-frequentes', 'politica-de-privacidade', 'fale-conosco', '404'].map((path) => `/${path}`),
  '/institucional/:idCustomPage/:idCustomPageContent',
  '/:slug/m',
  '/:slug/g',
  '/:c1/c',
  '/:c1/:c2/c',
  '/:c1/:c2/:c3/c',
  '/produto/:slug',
  '/customer',
  '/customer/*',
];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Whether a file of dist/ has a content hash in its name: vite.lib.config.ts names every chunk
 * `chunks/[name]-[hash:8].js` and every emitted asset but jet.css `assets/[name]-[hash][extname]`
 * (their source maps follow their names); the entries (jet.js, validation.js) and jet.css are not hashed.
 * The Preact build (vite.preact.config.ts) names its files the same way under preact/.
 */
function isContentHashed(pathInDist: string): boolean {
  return /^(preact\/)?(chunks|assets)\//.test(pathInDist.split(sep).join('/'));
}

/** A page with a weak ETag of its bytes: `no-cache`, and a 304 when the browser already has them. */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  reply.code(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
  if (status !== 200) return reply.send(html);
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('etag', etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  return known?.includes(etag) || known?.includes('*') ? reply.code(304).send() : reply.send(html);
}

export async function pageRoutes(
  app: FastifyInstance,
  options: { demoDir: string; distDir: string; seo?: PageSeoService; build?: 'react' | 'preact' },
): Promise<void> {
  const { demoDir, distDir, seo } = options;
  // the pages name the chunks their first paint runs (lib/module-preload.ts), from the build they load
  const preact = options.build === 'preact';
  const preloadMap = preloadMapReader(preact ? join(distDir, 'preact') : distDir);
  const preloaded = (html: string) => {
    const map = preloadMap();
    return map ? withModulePreload(html, map, preact ? '/dist/preact/' : undefined) : html;
  };
  if (existsSync(demoDir)) {
    // Every file of demo/ (assets/**, *.html) at its own path, revalidated on every visit (no hashes).
    await app.register(fastifyStatic, {
      root: demoDir,
      prefix: '/',
      wildcard: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', REVALIDATE),
    });
    for (const pattern of PATTERNS) {
      app.get(pattern, async (request, reply) => {
        const route = parseRoute(request.url);
        const moved = route && movedTo(route, request.url);
        if (moved) return reply.redirect(moved, 301);
        const file = route && pageFile(route);
        if (!file || !existsSync(join(demoDir, file))) return reply.callNotFound();
        // the metadata a crawler without JavaScript reads (Open Graph previews, JSON-LD): services/page-seo.ts
        const html = preloaded(renderDemoPage(demoDir, file));
        const meta = seo && (await seo.forRoute(route));
        // /404 asked for by name is the not-found page, with its status (as for an unknown address).
        return sendPage(request, reply, meta ? withPageSeo(html, meta) : html, route.page === 'notFound' ? 404 : 200);
      });
    }
  }
  // dist/ exists only after `npm run build`; checked per request so a build after start-up is picked up.
  // The build writes .br and .gz beside each file (scripts/precompress.ts): they are sent as they are to
  // a client that accepts them (with `vary: accept-encoding`); a file without them is compressed per
  // answer by @fastify/compress (server/app.ts).
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: !existsSync(demoDir),
    wildcard: true,
    suppressWarning: true,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', isContentHashed(relative(distDir, path)) ? IMMUTABLE : REVALIDATE),
  });
}
