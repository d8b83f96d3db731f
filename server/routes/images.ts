/**
 * Placeholder images drawn from the catalogue: /img/logo.svg, /img/brands/{id}.svg, /img/banners/{id}.svg and
 * /img/products/{id}/{n}.svg (generated art: the category's silhouette on a backdrop seeded by the id; ?c=rrggbb draws
 * it in a variation colour). Cached in memory and by the browser.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bannerSvg, brandSvg, productSvg, storeLogoSvg } from '../lib/svg';
import type { Repositories } from '../repositories';

const MAX_CACHED = 2000;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export async function imageRoutes(app: FastifyInstance, options: { repos: Repositories }): Promise<void> {
  const { repos } = options;
  const cache = new Map<string, string>();
  const cached = async (key: string, draw: () => Promise<string | undefined>) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const svg = await draw();
    if (svg === undefined) return undefined;
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, svg);
    return svg;
  };

  app.get('/img/logo.svg', async (_request, reply) => {
    const svg = await cached('logo', async () => storeLogoSvg((await repos.company.get()).nameStore));
    return sendSvg(reply, svg!);
  });

  app.get<{ Params: { file: string } }>('/img/brands/:file', async (request, reply) => {
    const id = /^(\d{1,9})\.svg$/.exec(request.params.file)?.[1];
    const svg = id
      ? await cached(`b${id}`, async () => {
          const brand = await repos.brands.findById(Number(id));
          return brand && brandSvg(brand.name, brand.color);
        })
      : undefined;
    return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
  });

  app.get<{ Params: { file: string } }>('/img/banners/:file', async (request, reply) => {
    const id = /^(\d{1,9})\.svg$/.exec(request.params.file)?.[1];
    const svg = id
      ? await cached(`n${id}`, async () => {
          const banner = await repos.banners.findForImage(Number(id));
          return banner && bannerSvg(banner.name, banner.area === 'home' ? banner.type : 'F');
        })
      : undefined;
    return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { c?: string } }>(
    '/img/products/:id/:file',
    async (request, reply) => {
      const n = /^([1-9])\.svg$/.exec(request.params.file)?.[1];
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const tint = typeof request.query.c === 'string' && /^[0-9a-fA-F]{6}$/.test(request.query.c) ? request.query.c.toLowerCase() : undefined;
      const svg =
        n && id
          ? await cached(`p${id}/${n}/${tint ?? ''}`, async () => {
              const product = await repos.products.findForImage(id);
              return product && productSvg({ id, n: Number(n), ...product, ...(tint ? { tint } : {}) });
            })
          : undefined;
      return svg === undefined ? reply.callNotFound() : sendSvg(reply, svg);
    },
  );
}
