/**
 * The demo store: page routes of the spec, each served by one HTML file of demo/ (a page whose file does
 * not exist yet answers 404, checked per request so pages added while the server runs appear), the rest of demo/ as static files (assets), and the built library at /dist/.
 * Addresses are parsed by src/routes, as in the widgets. To add a page: add its file to PAGE_FILES and to demo/.
 * Pages are rendered with their shared partials (server/lib/demo-html.ts), the 404 page too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseRoute, type RoutePage } from '../../src/routes';
import { renderDemoPage } from '../lib/demo-html';

/**
 * The demo page of each route of src/routes (the same parser as the widgets'); pages without a file
 * answer 404. The patterns only bring candidate addresses to the page handler, which parses them.
 */
export const PAGE_FILES: Partial<Record<RoutePage, string>> = {
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
  customer: 'customer.html',
  checkoutIdentification: 'identificacao.html',
  checkout: 'checkout.html',
  notFound: '404.html',
};

/**
 * Path patterns (find-my-way syntax) that bring candidate page addresses to the page handler; the rest
 * of the paths stay with the static files of demo/ (assets).
 */
const PATTERNS = [
  '/',
  ...['busca', 'marcas', 'carrinho', 'checkout', 'checkout/identification', 'perguntas-frequentes', 'politica-de-privacidade', '404'].map((path) => `/${path}`),
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

export async function pageRoutes(app: FastifyInstance, options: { demoDir: string; distDir: string }): Promise<void> {
  const { demoDir, distDir } = options;
  if (existsSync(demoDir)) {
    // Every file of demo/ (assets/**, *.html) at its own path; HTML is revalidated on every visit.
    await app.register(fastifyStatic, {
      root: demoDir,
      prefix: '/',
      wildcard: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: true,
      maxAge: 0,
    });
    for (const pattern of PATTERNS) {
      app.get(pattern, (request, reply) => {
        const route = parseRoute(request.url);
        const file = route && PAGE_FILES[route.page];
        if (!file || !existsSync(join(demoDir, file))) return reply.callNotFound();
        // /404 asked for by name is the not-found page, with its status (as for an unknown address).
        return reply
          .code(route.page === 'notFound' ? 404 : 200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderDemoPage(demoDir, file));
      });
    }
  }
  // dist/ exists only after `npm run build`; checked per request so a build after start-up is picked up.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: !existsSync(demoDir),
    wildcard: true,
    suppressWarning: true,
    dotfiles: 'ignore',
    cacheControl: true,
    maxAge: 0,
  });
}
