/** The product page (detail, images, rating) and the product carousels and home showcases. */
import { bumpCatalogueVersion } from '../lib/answer-cache';
import { HttpError } from '../lib/http-error';
import { asPositiveInt, INPUT_MESSAGES, jsonObject, quantityParam, requiredId } from '../lib/request-input';
import type { Repositories } from '../repositories';
import type { ProductKey } from '../repositories/product-detail';
import type { OperationRegistry } from './registry';

export const PRODUCT_MESSAGES = {
  notFound: 'Página não encontrada.',
  loginToRate: 'Entre na sua conta para avaliar este produto.',
  invalidRate: 'A avaliação deve ser um número inteiro de 1 a 5.',
  commentTooLong: 'O comentário pode ter no máximo 2000 caracteres.',
} as const;

const notFound = () => new HttpError(404, PRODUCT_MESSAGES.notFound, 'NOT_FOUND');
/** A product's friendly URL, lower case; accented letters allowed, as src/routes reads them. */
const SLUG = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}-]{0,199}$/u;

/** textLink ('cadeira-x', '/produto/cadeira-x') or idProduct; neither is a 400, a malformed link a 404. */
function productKey(params: URLSearchParams): ProductKey {
  const textLink = params.get('textLink')?.trim();
  if (textLink) {
    const slug = textLink.replace(/^\/+|\/+$/g, '').replace(/^produto\//, '').normalize('NFC').toLowerCase();
    if (!SLUG.test(slug)) throw notFound();
    return { textLink: slug };
  }
  return { idProduct: requiredId(params, 'idProduct') };
}

export function productOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('showcase', ({ params }) => repos.showcases.featured(quantityParam(params)));
  registry.add('groupShowcase', ({ params }) => repos.showcases.groups(quantityParam(params)));
  registry.add('mostSold', ({ params }) => repos.showcases.mostSold(quantityParam(params)));
  registry.add('newArrivals', ({ params }) => repos.showcases.newArrivals(quantityParam(params)));
  registry.add('relatedProducts', ({ params }) => repos.showcases.related(requiredId(params, 'idProduct'), 'related'));
  registry.add('alsoPurchased', ({ params }) => repos.showcases.related(requiredId(params, 'idProduct'), 'also_purchased'));
  registry.add('lightningOffers', () => repos.showcases.lightningOffers());

  registry.add('productDetail', async ({ params }) => {
    const detail = await repos.productDetail.find(productKey(params));
    if (!detail) throw notFound();
    return detail;
  });

  registry.add('productImages', async ({ params }) => {
    const images = await repos.productDetail.images(requiredId(params, 'idProduct'));
    if (!images) throw notFound();
    return images;
  });

  // Logged-in customers only; a second rating of the same product replaces the first.
  registry.add('rateProduct', async ({ request, json }) => {
    const customer = (await request.session.load())?.customer;
    if (!customer) throw new HttpError(401, PRODUCT_MESSAGES.loginToRate, 'LOGIN_REQUIRED');
    const input = jsonObject(json);
    const productId = asPositiveInt(input.idProduct);
    if (productId === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidProduct, 'INVALID_INPUT');
    const rate = input.rate;
    if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < 1 || rate > 5) {
      throw new HttpError(400, PRODUCT_MESSAGES.invalidRate, 'INVALID_INPUT');
    }
    if (input.comment !== undefined && input.comment !== null && typeof input.comment !== 'string') {
      throw new HttpError(400, INPUT_MESSAGES.invalidBody, 'INVALID_INPUT');
    }
    const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
    if (comment.length > 2000) throw new HttpError(400, PRODUCT_MESSAGES.commentTooLong, 'INVALID_INPUT');
    const result = await repos.ratings.rate(productId, customer.id, rate, comment);
    if (!result) throw new HttpError(404, INPUT_MESSAGES.productNotFound, 'NOT_FOUND');
    // Cards in cached listings show the rate.
    bumpCatalogueVersion();
    return result;
  });
}
