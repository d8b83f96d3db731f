/**
 * The placeholder images drawn from the catalogue (routes/images.ts serves them): the store's logo, a
 * brand's, a banner's and a product's art, kept in memory once drawn (at most 2,000). undefined: nothing
 * of that id to draw.
 */
import { bannerSvg, brandSvg, productSvg, storeLogoSvg } from '../lib/svg';
import type { Repositories } from '../repositories';

const MAX_CACHED = 2000;

export function imagesService(repos: Repositories) {
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

  return {
    logo: async (): Promise<string> => (await cached('logo', async () => storeLogoSvg((await repos.company.get()).nameStore)))!,
    brand: (id: number) =>
      cached(`b${id}`, async () => {
        const brand = await repos.brands.findById(id);
        return brand && brandSvg(brand.name, brand.color);
      }),
    banner: (id: number) =>
      cached(`n${id}`, async () => {
        const banner = await repos.banners.findForImage(id);
        return banner && bannerSvg(banner.name, banner.area === 'home' ? banner.type : 'F');
      }),
    /** The product's n-th image (1..9), in a variation colour when `tint` (rrggbb) is given. */
    product: (id: number, n: number, tint?: string) =>
      cached(`p${id}/${n}/${tint ?? ''}`, async () => {
        const product = await repos.products.findForImage(id);
        return product && productSvg({ id, n, ...product, ...(tint ? { tint } : {}) });
      }),
  };
}

export type ImagesService = ReturnType<typeof imagesService>;
