/** The product page (detail, images, rating) and the product carousels and home showcases. */
import { number, object, string } from 'yup';
import { ratingSchema } from '../../../src/forms/schemas';
import { fail, text } from '../../lib/messages';
import type { CatalogueService } from '../../services/catalogue';
import type { ProductKey, ProductsService } from '../../services/products';
import { idField, jsonSchema, paramsSchema } from '../input';
import type { OperationRegistry } from '../registry';

const notFound = () => fail(404, 'api.pageNotFound', 'NOT_FOUND');
/** A product's friendly URL, lower case; accented letters allowed, as src/routes reads them. */
const SLUG = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}-]{0,199}$/u;
const SHOWCASE_MAX = 12;

const invalidParams = () => text('api.invalidParams');

/** quantity: absent means the most a showcase shows (12); 1.. is capped at 12; anything else is a 400. */
const showcaseQuery = paramsSchema(object({ quantity: number().typeError(invalidParams).integer(invalidParams).min(1, invalidParams) }));
const quantityOf = (params: { quantity?: number }) => Math.min(params.quantity ?? SHOWCASE_MAX, SHOWCASE_MAX);

const productQuery = paramsSchema(object({ idProduct: idField().required(() => text('api.invalidProduct')) }));

/** A product and a page of its reviews (1.., past the last answers the last). */
const reviewsQuery = paramsSchema(
  object({
    idProduct: idField().required(() => text('api.invalidProduct')),
    page: number().typeError(invalidParams).integer(invalidParams).min(1, invalidParams).max(100000, invalidParams),
  }),
);

/** textLink ('cadeira-x', '/produto/cadeira-x') or idProduct; neither is a 400, a malformed link a 404. */
const detailQuery = paramsSchema(
  object({
    textLink: string(),
    idProduct: idField().when('textLink', { is: (link: unknown) => !link, then: (schema) => schema.required(() => text('api.invalidProduct')) }),
  }),
);

function productKey(params: { textLink?: string; idProduct?: number }): ProductKey {
  if (params.textLink) {
    const slug = params.textLink.replace(/^\/+|\/+$/g, '').replace(/^produto\//, '').normalize('NFC').toLowerCase();
    if (!SLUG.test(slug)) throw notFound();
    return { textLink: slug };
  }
  return { idProduct: params.idProduct! };
}

/** The rating form's schema (src/forms/schemas) plus the product it rates. */
const ratingInput = jsonSchema(ratingSchema.shape({ idProduct: idField().required(() => text('api.invalidProduct')) }));

const read = { auth: 'public', limit: 'read' } as const;

export function productOperations(registry: OperationRegistry, products: ProductsService, catalogue: CatalogueService): void {
  const showcase = { ...read, params: showcaseQuery };
  registry.add('showcase', showcase, ({ params }) => products.featured(quantityOf(params)));
  registry.add('groupShowcase', showcase, ({ params }) => products.groupShowcase(quantityOf(params)));
  registry.add('mostSold', showcase, ({ params }) => products.mostSold(quantityOf(params)));
  registry.add('newArrivals', showcase, ({ params }) => products.newArrivals(quantityOf(params)));
  registry.add('relatedProducts', { ...read, params: productQuery }, ({ params }) => products.related(params.idProduct, 'related'));
  registry.add('alsoPurchased', { ...read, params: productQuery }, ({ params }) => products.related(params.idProduct, 'also_purchased'));
  registry.add('lightningOffers', read, () => products.lightningOffers());

  registry.add('productDetail', { ...read, params: detailQuery }, ({ params }) => products.detail(productKey(params)));
  registry.add('productImages', { ...read, params: productQuery }, ({ params }) => products.images(params.idProduct));
  registry.add('productReviews', { ...read, params: reviewsQuery }, ({ params }) => products.reviews(params.idProduct, params.page ?? 1));

  // Signed-in customers only (the guard answers 401); a second rating of the same product replaces the first.
  registry.add(
    'rateProduct',
    { json: ratingInput, auth: 'customer', authMessage: 'rating.signInHint', limit: 'form' },
    ({ json, customer }) => catalogue.rate(json.idProduct, customer.id, json.rate, json.comment),
  );
}
