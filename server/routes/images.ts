/**
 * Placeholder images drawn from the catalogue: /img/logo.svg, /img/brands/{id}.svg, /img/banners/{id}.svg and
 * /img/products/{id}/{n}.svg (generated art: the category's silhouette on a backdrop seeded by the id; ?c=rrggbb draws
 * it in a variation colour). Cached in memory and by the browser.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ImagesService } from '../services/images';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export async function imageRoutes(app: FastifyInstance, options: { images: ImagesService }): Promise<void> {
  const { images } = options;
  const idOf = (file: string) => /^(\d{1,9})\.svg$/.exec(file)?.[1];

  app.get('/img/logo.svg', async (_request, reply) => sendSvg(reply, await images.logo()));

  app.get<{ Params: { file: string } }>('/img/brands/:file', async (request, reply) => {
    const id = idOf(request.params.file);
    const svg = id ? await images.brand(Number(id)) : undefined;
    return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
  });

  app.get<{ Params: { file: string } }>('/img/banners/:file', async (request, reply) => {
    const id = idOf(request.params.file);
    const svg = id ? await images.banner(Number(id)) : undefined;
    return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { c?: string } }>(
    '/img/products/:id/:file',
    async (request, reply) => {
      const n = /^([1-9])\.svg$/.exec(request.params.file)?.[1];
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const tint = typeof request.query.c === 'string' && /^[0-9a-fA-F]{6}$/.test(request.query.c) ? request.query.c.toLowerCase() : undefined;
      const svg = n && id ? await images.product(id, Number(n), tint) : undefined;
      return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
    },
  );
}
