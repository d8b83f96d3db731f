/**
 * The product page (detail, images, reviews) and the product carousels and home showcases: reads of the
 * catalogue's repositories, a 404 for a product that is not there (or not active).
 */
import { fail } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { ProductKey } from '../repositories/catalogue/product-detail';

export type { ProductKey };

const notFound = () => fail(404, 'api.pageNotFound', 'NOT_FOUND');

/** The answer, or a 404 when the repository found nothing. */
async function found<T>(answer: Promise<T | undefined | null>): Promise<T> {
  const value = await answer;
  if (value === undefined || value === null) throw notFound();
  return value;
}

export function productsService(repos: Repositories) {
  const { showcases, productDetail, ratings } = repos;
  return {
    featured: (quantity: number) => showcases.featured(quantity),
    groupShowcase: (quantity: number) => showcases.groups(quantity),
    mostSold: (quantity: number) => showcases.mostSold(quantity),
    newArrivals: (quantity: number) => showcases.newArrivals(quantity),
    related: (productId: number, kind: 'related' | 'also_purchased') => showcases.related(productId, kind),
    lightningOffers: () => showcases.lightningOffers(),
    detail: (key: ProductKey) => found(productDetail.find(key)),
    images: (productId: number) => found(productDetail.images(productId)),
    reviews: (productId: number, page: number) => found(ratings.reviews(productId, page)),
  };
}

export type ProductsService = ReturnType<typeof productsService>;
