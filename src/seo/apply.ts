/**
 * What the widgets write into the page's head for search engines and link previews (src/seo/README.md):
 * one function per kind of page, called through useSeo once the widget has its data, in idle time.
 * Every address is made absolute against the page's own origin (a theme's pages may be on another origin
 * than the API; images are resolved as the page loads them, mediaUrl).
 */
import '../i18n/catalogue/seo';
import type { Brand, Group, ProductDetail, ProductImage } from '../api/operations';
import { mediaUrl } from '../api/media';
import { listen } from '../events';
import { t } from '../i18n';
import { setJsonLd, setPageMeta } from './head';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  itemListJsonLd,
  metaDescription,
  productJsonLd,
  productMeta,
  sourceDescription,
  type Crumb,
  type ProductSeoInput,
} from './structured-data';

const origin = () => location.origin;
/** The page's own address without its query (sort, filters) or fragment. */
const pageUrl = () => location.origin + location.pathname;

/** The images of a SKU's colour first, then those of every colour; every image without a SKU. */
function imagesFor(product: ProductDetail, images: readonly ProductImage[], variations: readonly number[] | null): string[] {
  const fits = (image: ProductImage) => !variations || image.variacao_ids.length === 0 || image.variacao_ids.some((id) => variations.includes(id));
  const chosen = images.filter(fits).map((image) => image.imageDefault);
  return [...(chosen.length ? chosen : images.map((image) => image.imageDefault)), product.imageHome].filter(Boolean).map(mediaUrl);
}

/**
 * The product page: Product JSON-LD and its Open Graph / Twitter tags, written again for the SKU each
 * time the shopper's choice of variations makes one (jet:variation-change). (A choice
 * made by the very interaction that fetches this module, before it has loaded, is not followed: only a
 * crawler needs the blocks, and it gets them for the product as a whole.)
 */
export function product(data: ProductDetail, images: readonly ProductImage[]): void {
  const write = (idSku: number | null) => {
    const sku = idSku === null ? null : (data.skUs ?? []).find((candidate) => candidate.idSku === idSku) ?? null;
    const input: ProductSeoInput = { product: data, origin: origin(), sku, images: imagesFor(data, images, sku?.variations ?? null) };
    setJsonLd('product', productJsonLd(input));
    setPageMeta(productMeta(input));
  };
  write(null);
  // for the page's life, as the product page's own listeners: each hears only its product
  listen('jet:variation-change', (detail) => {
    if (detail?.idProduct === data.idProduct) write(detail.idSku);
  });
}

/** What a listing's breadcrumb knows of its page: what it is, and the brand or group it names. */
export interface TrailPage {
  crumbs: readonly Crumb[];
  kind: string;
  store?: string;
  source?: Pick<Brand | Group, 'name' | 'title' | 'metaDescription'>;
}

/**
 * Every page with a breadcrumb: its BreadcrumbList. A category, brand or group page also gets its
 * description (the brand's or group's metaDescription; a sentence with the category's name) and Open
 * Graph tags; the product and institutional pages write their own.
 */
export function breadcrumb({ crumbs, kind, store = '', source }: TrailPage): void {
  setJsonLd('breadcrumb', breadcrumbJsonLd(crumbs, origin()));
  const name = crumbs[crumbs.length - 1]?.name ?? '';
  let description: string;
  if (kind === 'category') description = t('seo.categoryDescription', { name, store });
  else if (kind === 'brand' || kind === 'group') {
    description = (source && sourceDescription(source)) || t(kind === 'brand' ? 'seo.brandDescription' : 'seo.groupDescription', { name, store });
  } else return;
  page({ title: document.title, description });
}

/** A listing's ItemList: the addresses of the products it shows, `first` the position of the first. */
export function listing(urls: readonly string[], first = 1): void {
  setJsonLd('itemlist', itemListJsonLd(urls, origin(), first));
}

/** A page's description and its Open Graph / Twitter tags (type website). */
export function page({ title, description, image }: { title: string; description: string; image?: string }): void {
  setPageMeta({ title, description: metaDescription(description), url: pageUrl(), image: absoluteUrl(image && mediaUrl(image), origin()), type: 'website' });
}
