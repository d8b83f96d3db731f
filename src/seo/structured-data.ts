/**
 * Structured data (schema.org JSON-LD) and page metadata for search engines and link previews, as plain
 * objects from the answers the widgets already have. No DOM and no React: the library applies them to the
 * page (src/seo/apply.ts) and the reference server writes the same objects into the demo pages it serves
 * (server/lib/page-seo.ts), so a crawler without JavaScript reads what a browser ends with.
 *
 * Google's Rich Results rules these follow are in src/seo/README.md; src/seo/rich-results.ts checks them.
 */
import type { Brand, Group, ProductDetail, Sku } from '../api/operations';
import { plainText } from '../format/plain-text';
import { ratingAverage } from '../format/rating';

export { plainText };

const CONTEXT = 'https://schema.org';
const CURRENCY = 'BRL';

export type JsonLd = Record<string, unknown>;

/** An http(s) address made absolute against the page's origin; anything else (javascript:, data:, '') is null. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/** A meta description: about what a result page shows (Google cuts near 155-160 characters). */
export const metaDescription = (html: string | null | undefined): string => plainText(html, 160);

/** The price a shopper pays now: the promotion when it is a real one (below the price). */
function payablePrice(price: number, pricePromotion: number | null): number {
  return pricePromotion !== null && pricePromotion > 0 && pricePromotion < price ? pricePromotion : price;
}

/** The schema.org ItemAvailability of a stock. */
const availability = (inStock: boolean): string => `${CONTEXT}/${inStock ? 'InStock' : 'OutOfStock'}`;

/** What the shopper has chosen on the product page: the SKU of the chosen variations, or none yet. */
export interface ProductSeoInput {
  product: ProductDetail;
  /** The page's origin: relative addresses are made absolute against it. */
  origin: string;
  /** The images the page shows for the choice (the chosen colour's); default the product's. */
  images?: readonly string[];
  /** The SKU of the chosen variations; null or absent: the product as a whole. */
  sku?: Sku | null;
}

/** The product's images as absolute addresses, its main one first, without repeats. */
function productImages({ product, origin, images }: ProductSeoInput): string[] {
  const given = images ?? [product.imageHome, ...(product.images ?? []).map((image) => image.imageDefault)];
  const urls = given.map((url) => absoluteUrl(url, origin)).filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

/** 'YYYY-MM-DD' of an ISO date, or undefined. */
const isoDay = (date: string | null | undefined): string | undefined => {
  const time = date ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
};

/**
 * Product JSON-LD (Google: merchant listing and product snippet). The offer is the choice's: its SKU's
 * price and stock once every variation is chosen, the product's before. `priceValidUntil` is the day the
 * promotion ends (a lightning offer's end). A product sold on request ('Sob Consulta') has no price, so
 * no offer: it is described only when it has ratings (a product snippet needs an offer or a rating), and
 * otherwise not at all (null).
 */
export function productJsonLd(input: ProductSeoInput): JsonLd | null {
  const { product, origin } = input;
  const url = absoluteUrl(product.url || `/produto/${product.urlFriendly}`, origin);
  const images = productImages(input);
  const sku = input.sku ?? (product.skUs ?? []).find((candidate) => candidate.standard) ?? null;
  const onRequest = product.idTypeProduct === 3;
  const rated = product.ratingCount > 0 && product.rate > 0;
  if (!product.name || !url || (onRequest && !rated)) return null;

  const price = input.sku ? input.sku.price : product.price;
  const pricePromotion = input.sku ? input.sku.pricePromotion : product.pricePromotion;
  const pays = payablePrice(price, pricePromotion);
  const stock = input.sku ? input.sku.stock : product.stock;
  const promotionEnds = pays < price && product.offerStatus ? isoDay(product.offerEndDate) : undefined;
  const description = plainText(product.description);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    url,
    ...(images.length > 0 && { image: images }),
    ...(description && { description }),
    ...(sku && { sku: String(sku.idSku) }),
    productID: String(product.idProduct),
    ...(product.brand?.name && { brand: { '@type': 'Brand', name: product.brand.name } }),
    ...(!onRequest &&
      pays > 0 && {
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: CURRENCY,
          price: pays.toFixed(2),
          ...(promotionEnds && { priceValidUntil: promotionEnds }),
          availability: availability(stock > 0 && !product.flagExhausted),
          itemCondition: `${CONTEXT}/NewCondition`,
        },
      }),
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        // the figure the product page prints beside its stars
        ratingValue: ratingAverage(product.rate),
        ratingCount: product.ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

/** BreadcrumbList JSON-LD of a trail (Home first); null for fewer than two crumbs (Google asks for two). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd | null {
  const items = crumbs
    .map((crumb) => ({ name: crumb.name.trim(), item: absoluteUrl(crumb.url, origin) }))
    .filter((crumb): crumb is { name: string; item: string } => crumb.name !== '' && crumb.item !== null);
  if (items.length < 2) return null;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.item })),
  };
}

/**
 * ItemList JSON-LD of a listing (Google's summary page: each item its position and its page's address).
 * `first` is the position of the first one (page 2 of 24 a page starts at 25).
 */
export function itemListJsonLd(urls: readonly string[], origin: string, first = 1): JsonLd | null {
  const items = urls.map((url) => absoluteUrl(url, origin)).filter((url): url is string => url !== null);
  if (items.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((url, index) => ({ '@type': 'ListItem', position: first + index, url })),
  };
}

export interface StoreSeoInput {
  origin: string;
  name: string;
  /** The store's logo (an image address). */
  logo?: string | null;
}

/** Organization JSON-LD of the store (its name, home page and logo). */
export function organizationJsonLd({ origin, name, logo }: StoreSeoInput): JsonLd {
  const logoUrl = absoluteUrl(logo, origin);
  return { '@context': CONTEXT, '@type': 'Organization', name, url: absoluteUrl('/', origin), ...(logoUrl && { logo: logoUrl }) };
}

/** WebSite JSON-LD with the store's search (/busca?n=) as its SearchAction. */
export function websiteJsonLd({ origin, name }: StoreSeoInput): JsonLd {
  const home = absoluteUrl('/', origin);
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/busca', origin).href}?n={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Open Graph, Twitter and description tags of a page: `property` tags (og:*, product:*) and `name` tags. */
export interface PageMeta {
  title: string;
  description: string;
  url: string | null;
  image?: string | null;
  type: 'website' | 'product';
  /** product:price:amount and product:price:currency. */
  price?: number | null;
}

/** The meta tags of a page, as [attribute, key, content] in the order they are written. */
export function metaTags(meta: PageMeta): Array<['name' | 'property', string, string]> {
  const tags: Array<['name' | 'property', string, string]> = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
  ];
  if (meta.url) tags.push(['property', 'og:url', meta.url]);
  if (meta.image) tags.push(['property', 'og:image', meta.image]);
  if (meta.type === 'product' && meta.price) {
    tags.push(['property', 'product:price:amount', meta.price.toFixed(2)], ['property', 'product:price:currency', CURRENCY]);
  }
  tags.push(['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary']);
  return tags.filter(([, , content]) => content !== '');
}

/** The metadata of a product page. */
export function productMeta(input: ProductSeoInput): PageMeta {
  const { product, origin } = input;
  const onRequest = product.idTypeProduct === 3;
  const price = input.sku ? payablePrice(input.sku.price, input.sku.pricePromotion) : payablePrice(product.price, product.pricePromotion);
  return {
    title: product.name,
    description: metaDescription(product.description) || product.name,
    url: absoluteUrl(product.url || `/produto/${product.urlFriendly}`, origin),
    image: productImages(input)[0] ?? null,
    type: 'product',
    price: onRequest || price <= 0 ? null : price,
  };
}

/** A brand's or group's description for search results: its own metaDescription, or its title. */
export const sourceDescription = (source: Pick<Brand | Group, 'metaDescription' | 'title'>): string =>
  metaDescription(source.metaDescription) || metaDescription(source.title);

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` written as \u escapes, so no text of
 * the store (a name with `</script>`) can end the script element, in HTML or in a DOM.
 */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
