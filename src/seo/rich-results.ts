/**
 * Google's Rich Results rules for the structured data this library writes, as a checker (no network;
 * the tests run it over every generated object). The rules, from Google Search Central's structured data
 * guides (Product snippets and merchant listings, Breadcrumb, Carousel/ItemList, Organization, WebSite),
 * are listed in src/seo/README.md; each problem below names the rule it breaks. Not shipped to pages.
 */
const AVAILABILITY = [
  'BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly',
  'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut',
].map((value) => `https://schema.org/${value}`);

/** ISO 4217 codes a Brazilian store may price in. */
const CURRENCIES = new Set(['BRL', 'USD', 'EUR']);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href === value;
  } catch {
    return false;
  }
}

function offerProblems(offer: unknown, path: string): string[] {
  if (!isNode(offer) || offer['@type'] !== 'Offer') return [`${path}: must be an Offer`];
  const problems: string[] = [];
  const price = offer.price;
  if (!(typeof price === 'string' ? /^\d+(\.\d{1,2})?$/.test(price) && Number(price) > 0 : typeof price === 'number' && price > 0)) {
    problems.push(`${path}.price: required, a number above zero with a dot for decimals (merchant listings)`);
  }
  if (typeof offer.priceCurrency !== 'string' || !CURRENCIES.has(offer.priceCurrency)) problems.push(`${path}.priceCurrency: required, ISO 4217 (BRL)`);
  if (!AVAILABILITY.includes(offer.availability as string)) problems.push(`${path}.availability: recommended, a schema.org ItemAvailability URL`);
  if (offer.url !== undefined && !isAbsoluteUrl(offer.url)) problems.push(`${path}.url: an absolute URL`);
  if (offer.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(offer.priceValidUntil))) {
    problems.push(`${path}.priceValidUntil: an ISO 8601 date (YYYY-MM-DD)`);
  }
  return problems;
}

function productProblems(product: Node): string[] {
  const problems: string[] = [];
  if (!isText(product.name)) problems.push('Product.name: required');
  const { offers, aggregateRating: rating } = product;
  if (offers === undefined && rating === undefined && product.review === undefined) {
    problems.push('Product: one of offers, review or aggregateRating is required (product snippet)');
  }
  if (offers !== undefined) {
    problems.push(...offerProblems(offers, 'Product.offers'));
    const images = product.image;
    if (!Array.isArray(images) || images.length === 0) problems.push('Product.image: required for merchant listings');
  }
  if (product.image !== undefined && (!Array.isArray(product.image) || !product.image.every(isAbsoluteUrl))) problems.push('Product.image: absolute URLs');
  if (product.url !== undefined && !isAbsoluteUrl(product.url)) problems.push('Product.url: an absolute URL');
  if (product.brand !== undefined && !(isNode(product.brand) && product.brand['@type'] === 'Brand' && isText(product.brand.name))) {
    problems.push('Product.brand: a Brand with a name');
  }
  if (product.sku !== undefined && !isText(product.sku)) problems.push('Product.sku: text');
  if (rating !== undefined) {
    if (!isNode(rating) || rating['@type'] !== 'AggregateRating') problems.push('Product.aggregateRating: an AggregateRating');
    else {
      const value = Number(rating.ratingValue);
      const best = Number(rating.bestRating ?? 5);
      const worst = Number(rating.worstRating ?? 1);
      if (!(value >= worst && value <= best)) problems.push('AggregateRating.ratingValue: required, between worstRating and bestRating');
      const count = Number(rating.ratingCount ?? rating.reviewCount);
      if (!(Number.isInteger(count) && count > 0)) problems.push('AggregateRating: ratingCount or reviewCount required, above zero (only where ratings exist)');
    }
  }
  return problems;
}

function listItemsProblems(list: Node, type: string, item: (element: Node, path: string) => string[]): string[] {
  const elements = list.itemListElement;
  if (!Array.isArray(elements) || elements.length === 0) return [`${type}.itemListElement: required, at least one ListItem`];
  return elements.flatMap((element: unknown, index) => {
    const path = `${type}.itemListElement[${index}]`;
    if (!isNode(element) || element['@type'] !== 'ListItem') return [`${path}: a ListItem`];
    return element.position === index + Number(elements[0]?.position ?? 1) && Number.isInteger(element.position) && (element.position as number) >= 1
      ? item(element, path)
      : [`${path}.position: required, consecutive integers from the first`];
  });
}

const breadcrumbProblems = (list: Node): string[] => [
  ...(Array.isArray(list.itemListElement) && list.itemListElement.length < 2 ? ['BreadcrumbList: at least two ListItems'] : []),
  ...listItemsProblems(list, 'BreadcrumbList', (element, path) => [
    ...(isText(element.name) ? [] : [`${path}.name: required`]),
    ...(element.item === undefined || isAbsoluteUrl(element.item) ? [] : [`${path}.item: an absolute URL`]),
  ]),
];

const itemListProblems = (list: Node): string[] =>
  listItemsProblems(list, 'ItemList', (element, path) => (isAbsoluteUrl(element.url) ? [] : [`${path}.url: required, an absolute URL (summary page)`]));

function websiteProblems(site: Node): string[] {
  const problems = isAbsoluteUrl(site.url) ? [] : ['WebSite.url: required, an absolute URL'];
  const action = site.potentialAction;
  if (action === undefined) return problems;
  const target = isNode(action) && isNode(action.target) ? action.target.urlTemplate : isNode(action) ? action.target : undefined;
  if (!isNode(action) || action['@type'] !== 'SearchAction') return [...problems, 'WebSite.potentialAction: a SearchAction'];
  if (typeof target !== 'string' || !target.includes('{search_term_string}') || !isAbsoluteUrl(target.replace('{search_term_string}', 'x'))) {
    problems.push('SearchAction.target: an absolute URL template with {search_term_string}');
  }
  if (action['query-input'] !== 'required name=search_term_string') problems.push("SearchAction['query-input']: 'required name=search_term_string'");
  return problems;
}

function organizationProblems(organization: Node): string[] {
  return [
    ...(isText(organization.name) ? [] : ['Organization.name: recommended']),
    ...(isAbsoluteUrl(organization.url) ? [] : ['Organization.url: recommended, an absolute URL']),
    ...(organization.logo === undefined || isAbsoluteUrl(organization.logo) ? [] : ['Organization.logo: an absolute URL']),
  ];
}

const CHECKS: Record<string, (node: Node) => string[]> = {
  Product: productProblems,
  BreadcrumbList: breadcrumbProblems,
  ItemList: itemListProblems,
  WebSite: websiteProblems,
  Organization: organizationProblems,
};

/** The rules a JSON-LD object breaks (empty: it passes), including `@context`. */
export function richResultsProblems(data: unknown): string[] {
  if (!isNode(data)) return ['JSON-LD: an object'];
  const check = CHECKS[String(data['@type'])];
  const context = data['@context'] === 'https://schema.org' ? [] : ["@context: 'https://schema.org'"];
  return [...context, ...(check ? check(data) : [`@type: not one this library writes (${String(data['@type'])})`])];
}
