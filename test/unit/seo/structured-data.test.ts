import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../src/api/operations';
import { richResultsProblems } from '../../../src/seo/rich-results';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  metaTags,
  organizationJsonLd,
  plainText,
  productJsonLd,
  productMeta,
  serializeJsonLd,
  websiteJsonLd,
} from '../../../src/seo/structured-data';
import { onRequestProduct, productDetail, promotionProduct, regularProduct, soldOutProduct, variationProduct } from '../../fixtures/catalogue-data';

const origin = 'https://loja.example';

/** A product page answer with images on the store's own paths (the fixtures draw data: images). */
const withImages = (product: ProductDetail): ProductDetail => ({
  ...product,
  imageHome: `/img/products/${product.idProduct}.svg`,
  images: [
    { imageDefault: `/img/products/${product.idProduct}-1.svg`, variacao_ids: [] },
    { imageDefault: `/img/products/${product.idProduct}-azul.svg`, variacao_ids: [11] },
  ],
});

describe('Product JSON-LD', () => {
  it('describes a product with its absolute images, brand, SKU and a BRL offer that passes the Rich Results rules', () => {
    const product = withImages(productDetail(regularProduct));
    const data = productJsonLd({ product, origin })!;
    expect(richResultsProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      url: `${origin}${product.url}`,
      image: [`${origin}/img/products/${product.idProduct}.svg`, `${origin}/img/products/${product.idProduct}-1.svg`, `${origin}/img/products/${product.idProduct}-azul.svg`],
      description: 'Descrição do produto.',
      offers: { '@type': 'Offer', priceCurrency: 'BRL', price: product.price.toFixed(2), availability: 'https://schema.org/InStock', url: `${origin}${product.url}` },
    });
    if (product.brand) expect(data.brand).toEqual({ '@type': 'Brand', name: product.brand.name });
  });

  it('offers the promotion price until the day the promotion ends', () => {
    const product = withImages({ ...productDetail(promotionProduct), offerStatus: true, offerEndDate: '2026-12-24T23:59:00Z' });
    const data = productJsonLd({ product, origin })!;
    expect(data.offers).toMatchObject({ price: '170.00', priceValidUntil: '2026-12-24' });
    expect(richResultsProblems(data)).toEqual([]);
  });

  it('has no end date for a promotion without one', () => {
    const data = productJsonLd({ product: withImages(productDetail(promotionProduct)), origin })!;
    expect(data.offers).not.toHaveProperty('priceValidUntil');
  });

  it('says OutOfStock for a sold-out product', () => {
    const data = productJsonLd({ product: withImages(productDetail(soldOutProduct)), origin })!;
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(richResultsProblems(data)).toEqual([]);
  });

  it('follows the chosen SKU: its id, its price and its stock', () => {
    const product = withImages(productDetail(variationProduct));
    const sku = product.skUs.find((candidate) => candidate.idSku === 1032)!;
    expect(productJsonLd({ product, origin, sku })).toMatchObject({ sku: '1032', offers: { price: '69.90', availability: 'https://schema.org/InStock' } });
    const soldOut = product.skUs.find((candidate) => candidate.idSku === 1035)!;
    expect(productJsonLd({ product, origin, sku: soldOut })).toMatchObject({ sku: '1035', offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('carries an aggregate rating only where ratings exist', () => {
    const rated = productJsonLd({ product: withImages({ ...productDetail(variationProduct), ratingCount: 7 }), origin })!;
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.6, ratingCount: 7, bestRating: 5, worstRating: 1 });
    expect(richResultsProblems(rated)).toEqual([]);
    const unrated = productJsonLd({ product: withImages({ ...productDetail(variationProduct), ratingCount: 0 }), origin })!;
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('describes a product sold on request only by its ratings (no price to offer), and not at all without them', () => {
    expect(productJsonLd({ product: withImages({ ...productDetail(onRequestProduct), ratingCount: 0 }), origin })).toBeNull();
    const rated = productJsonLd({ product: withImages({ ...productDetail(onRequestProduct), rate: 4, ratingCount: 3 }), origin })!;
    expect(rated).not.toHaveProperty('offers');
    expect(richResultsProblems(rated)).toEqual([]);
  });

  it('leaves out images that are not http(s) addresses', () => {
    const product: ProductDetail = { ...withImages(productDetail(regularProduct)), imageHome: 'javascript:alert(1)', images: [{ imageDefault: 'data:image/png;base64,AA', variacao_ids: [] }] };
    expect(productJsonLd({ product, origin })).not.toHaveProperty('image');
  });
});

describe('the Rich Results rules catch what Google refuses', () => {
  const valid = productJsonLd({ product: withImages(productDetail(regularProduct)), origin })!;
  const offers = valid.offers as Record<string, unknown>;

  it.each([
    ['a relative image', { ...valid, image: ['/img/1.svg'] }, 'Product.image: absolute URLs'],
    ['no image with an offer', { ...valid, image: undefined }, 'Product.image: required for merchant listings'],
    ['a currency that is not ISO 4217', { ...valid, offers: { ...offers, priceCurrency: 'R$' } }, 'Product.offers.priceCurrency: required, ISO 4217 (BRL)'],
    ['availability as a word', { ...valid, offers: { ...offers, availability: 'InStock' } }, 'Product.offers.availability: recommended, a schema.org ItemAvailability URL'],
    ['a price with a comma', { ...valid, offers: { ...offers, price: '10,50' } }, 'Product.offers.price: required, a number above zero with a dot for decimals (merchant listings)'],
    ['a price of zero', { ...valid, offers: { ...offers, price: '0.00' } }, 'Product.offers.price: required, a number above zero with a dot for decimals (merchant listings)'],
    ['an end date with a time', { ...valid, offers: { ...offers, priceValidUntil: '2026-12-24T10:00' } }, 'Product.offers.priceValidUntil: an ISO 8601 date (YYYY-MM-DD)'],
    ['a rating with no count', { ...valid, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 0 } }, 'AggregateRating: ratingCount or reviewCount required, above zero (only where ratings exist)'],
    ['no name', { ...valid, name: ' ' }, 'Product.name: required'],
    ['no offer nor rating', { ...valid, offers: undefined, aggregateRating: undefined }, 'Product: one of offers, review or aggregateRating is required (product snippet)'],
  ])('%s', (_case, data, problem) => {
    expect(richResultsProblems(JSON.parse(JSON.stringify(data)))).toContain(problem);
  });
});

describe('BreadcrumbList, ItemList, Organization and WebSite', () => {
  it('numbers the trail from Home with absolute addresses', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: 'Casa', url: '/casa/c' }, { name: 'Sofá 3 lugares', url: '/produto/sofa' }], origin)!;
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Casa', item: `${origin}/casa/c` },
      { '@type': 'ListItem', position: 3, name: 'Sofá 3 lugares', item: `${origin}/produto/sofa` },
    ]);
    expect(richResultsProblems(data)).toEqual([]);
  });

  it('writes no trail of Home alone', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: '/' }], origin)).toBeNull();
  });

  it('lists a page of products by position, page 2 going on from page 1', () => {
    const data = itemListJsonLd(['/produto/a', '/produto/b'], origin, 25)!;
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: `${origin}/produto/a` },
      { '@type': 'ListItem', position: 26, url: `${origin}/produto/b` },
    ]);
    expect(richResultsProblems(data)).toEqual([]);
    expect(itemListJsonLd([], origin)).toBeNull();
  });

  it('describes the store and its search for the home page', () => {
    const organization = organizationJsonLd({ origin, name: 'Jet Store', logo: '/assets/logo.svg' });
    const website = websiteJsonLd({ origin, name: 'Jet Store' });
    expect(organization).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Jet Store', url: `${origin}/`, logo: `${origin}/assets/logo.svg` });
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/busca?n={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(richResultsProblems(organization)).toEqual([]);
    expect(richResultsProblems(website)).toEqual([]);
  });
});

describe('page metadata', () => {
  it('gives a product page Open Graph product tags with its price in BRL and a large card', () => {
    const product = withImages(productDetail(promotionProduct));
    const tags = metaTags(productMeta({ product, origin }));
    expect(tags).toEqual([
      ['name', 'description', 'Descrição do produto.'],
      ['property', 'og:type', 'product'],
      ['property', 'og:title', product.name],
      ['property', 'og:description', 'Descrição do produto.'],
      ['property', 'og:url', `${origin}${product.url}`],
      ['property', 'og:image', `${origin}/img/products/${product.idProduct}.svg`],
      ['property', 'product:price:amount', '170.00'],
      ['property', 'product:price:currency', 'BRL'],
      ['name', 'twitter:card', 'summary_large_image'],
    ]);
  });

  it('gives a product sold on request no price', () => {
    const tags = metaTags(productMeta({ product: withImages(productDetail(onRequestProduct)), origin }));
    expect(tags.map(([, key]) => key)).not.toContain('product:price:amount');
  });

  it('reads store HTML as plain text and cuts it at a word', () => {
    expect(plainText('<p>Sofá &amp; poltrona&nbsp;<b>3</b> lugares</p><script>x()</script>')).toBe('Sofá & poltrona 3 lugares');
    expect(plainText('um dois três quatro', 12)).toBe('um dois…');
  });

  it('serialises JSON-LD so no store text can close the script element', () => {
    const json = serializeJsonLd({ name: 'Sofá "Luxo" </script><script>alert(1)</script> & cia' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ name: 'Sofá "Luxo" </script><script>alert(1)</script> & cia' });
  });
});
