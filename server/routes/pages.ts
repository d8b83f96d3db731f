/**
 * The demo store: page routes of the spec, each served by one HTML file of demo/ (a page whose file does
 * not exist yet answers 404, checked per request so pages added while the server runs appear), the rest of demo/ as static files (assets), and the built library at /dist/.
 * To add a page: add a row to PAGES and the HTML file to demo/.
 * Pages are rendered with their shared partials (server/lib/demo-html.ts), the 404 page too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { renderDemoPage } from '../lib/demo-html';

/** Path pattern (find-my-way syntax) -> HTML file in demo/. */
export const PAGES: ReadonlyArray<readonly [pattern: string, file: string]> = [
  ['/', 'index.html'],
  ['/busca', 'busca.html'],
  ['/marcas', 'marcas.html'],
  ['/carrinho', 'carrinho.html'],
  ['/perguntas-frequentes', 'perguntas-frequentes.html'],
  ['/politica-de-privacidade', 'politica-de-privacidade.html'],
  ['/institucional/:idCustomPage/:idCustomPageContent', 'institucional.html'],
  // Brand and group listings: /{slug}/m, /{slug}/g.
  ['/:brand/m', 'marca.html'],
  ['/:group/g', 'grupo.html'],
  // Category listings: 2 to 4 segments counting the final c ('/casa/c' ... '/casa/sala/sofas/c'), so
  // 1 to 3 category levels by friendly URL; deeper categories are listed by numeric id.
  ['/:c1/c', 'categoria.html'],
  ['/:c1/:c2/c', 'categoria.html'],
  ['/:c1/:c2/:c3/c', 'categoria.html'],
  ['/produto/*', 'produto.html'],
  ['/customer', 'customer.html'],
  ['/customer/*', 'customer.html'],
  ['/checkout/identification', 'identificacao.html'],
  ['/404', '404.html'],
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
    for (const [pattern, file] of PAGES) {
      const path = join(demoDir, file);
      app.get(pattern, (_request, reply) =>
        existsSync(path)
          ? reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderDemoPage(demoDir, file))
          : reply.callNotFound(),
      );
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
