/**
 * /robots.txt and the sitemap files (services/sitemap.ts): plain GETs outside the operation registry,
 * like the pages; `no-cache` with an ETag as the pages, so a crawler's revisit costs a 304.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SitemapService } from '../services/sitemap';

export async function seoRoutes(app: FastifyInstance, options: { sitemap: SitemapService }): Promise<void> {
  const { sitemap } = options;
  app.get('/robots.txt', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(sitemap.robots()));
  const send = async (name: string, reply: FastifyReply) => {
    const body = await sitemap.file(name);
    if (body === null) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  };
  app.get('/sitemap.xml', (_request, reply) => send('sitemap.xml', reply));
  app.get('/sitemap-pages.xml', (_request, reply) => send('sitemap-pages.xml', reply));
  // ':part' is '2.xml': the file name is checked whole by the service
  app.get<{ Params: { part: string } }>('/sitemap-products-:part', (request, reply) => send(`sitemap-products-${request.params.part}`, reply));
}
