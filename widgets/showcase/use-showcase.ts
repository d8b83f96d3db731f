import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/showcase';
import { useStore } from '../../src/stores/use-store';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../src/api/client';
import type { ProductCardData } from '../../src/api/operations';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { listen } from '../../src/events';
import { t } from '../../src/i18n';
import { $company } from '../../src/stores/company';
import { buildUrl, parseRoute } from '../../src/routes';

export type ShowcaseKind = 'featured' | 'groups' | 'most-sold' | 'new-arrivals' | 'related' | 'also-purchased';
export const SHOWCASE_KINDS: readonly ShowcaseKind[] = ['featured', 'groups', 'most-sold', 'new-arrivals', 'related', 'also-purchased'];
export type ShowcaseState = 'loading' | 'ready' | 'empty' | 'error';

/** catalogue-and-discovery §9: quantityProductsToShowAtShowcase, capped at 12. */
export const SHOWCASE_MAX = 12;

/** Products per showcase: the attribute, else the company setting, else 12; never more than 12. */
export function showcaseQuantity(companyQuantity?: number, attribute?: number): number {
  const wanted = attribute && attribute > 0 ? attribute : companyQuantity && companyQuantity > 0 ? companyQuantity : SHOWCASE_MAX;
  return Math.min(SHOWCASE_MAX, Math.floor(wanted));
}

/** One carousel of the showcase. */
export interface ShowcaseSection {
  key: string;
  title: string;
  products: ProductCardData[];
  /** The group's page, for 'Ver todos'. */
  url?: string;
}

const needsProduct = (kind: ShowcaseKind) => kind === 'related' || kind === 'also-purchased';

/** The product page's friendly URL, '/produto/{urlFriendly}' -> urlFriendly. */
const productSlug = (where: Pick<Location, 'pathname' | 'search'>): string | undefined => {
  const route = parseRoute(where);
  return route?.page === 'product' ? route.slug : undefined;
};

/** The sections of a showcase kind. */
export async function loadShowcase(kind: ShowcaseKind, quantity: number, idProduct: number | undefined, signal: AbortSignal): Promise<ShowcaseSection[]> {
  const one = async (title: string, load: Promise<ProductCardData[]>): Promise<ShowcaseSection[]> => [
    { key: kind, title, products: (await load).slice(0, quantity) },
  ];
  const params = { quantity };
  switch (kind) {
    case 'featured':
      return one(t('showcase.home'), call('showcase', { params, signal }));
    case 'most-sold':
      return one(t('listing.mostSold'), call('mostSold', { params, signal }));
    case 'new-arrivals':
      return one(t('listing.newArrivals'), call('newArrivals', { params, signal }));
    case 'related':
      return one(t('showcase.related'), call('relatedProducts', { params: { idProduct: idProduct! }, signal }));
    case 'also-purchased':
      return one(t('showcase.alsoPurchased'), call('alsoPurchased', { params: { idProduct: idProduct! }, signal }));
    case 'groups':
      return (await call('groupShowcase', { params, signal })).map((group) => ({
        key: `group-${group.idGroup}`,
        title: group.name,
        url: group.urlGroup || buildUrl({ page: 'group', slug: group.urlFriendly }),
        products: group.products.slice(0, quantity),
      }));
    default:
      return [];
  }
}

/**
 * The product whose related or also-purchased products to show: the attribute, else the product the
 * page shows (jet:product-viewed, or the product of the /produto/{slug} path). `looking` while the
 * product of the path is being read.
 */
function useProductId(kind: ShowcaseKind, attribute?: number): { id: number | undefined; looking: boolean } {
  const [found, setFound] = useState<number | undefined>();
  const [looking, setLooking] = useState(false);
  const wanted = needsProduct(kind) && !(attribute && attribute > 0);
  useEffect(() => {
    if (!wanted) return undefined;
    const stop = listen('jet:product-viewed', (detail) => setFound(detail.idProduct));
    const slug = productSlug(window.location);
    const controller = new AbortController();
    if (slug) {
      setLooking(true);
      call('productDetail', { params: { textLink: slug }, signal: controller.signal })
        .then(
          (product) => setFound((current) => current ?? product.idProduct),
          () => undefined,
        )
        .finally(() => !controller.signal.aborted && setLooking(false));
    }
    return () => {
      stop();
      controller.abort();
    };
  }, [wanted]);
  return attribute && attribute > 0 ? { id: attribute, looking: false } : { id: found, looking };
}

export interface ShowcaseOptions {
  kind?: string;
  quantity?: number;
  productId?: number;
}

/** A showcase's logic: which call, how many products, the card settings and the state. */
export function useShowcase({ kind: kindAttribute, quantity: quantityAttribute, productId }: ShowcaseOptions) {
  const kind: ShowcaseKind = SHOWCASE_KINDS.includes(kindAttribute as ShowcaseKind) ? (kindAttribute as ShowcaseKind) : 'featured';
  const company = useStore($company);
  const companySettled = company.status === 'ready' || company.status === 'error';
  const quantity = showcaseQuantity(company.data?.quantityProductsToShowAtShowcase, quantityAttribute);
  const product = useProductId(kind, productId);
  const idProduct = product.id;
  const settings = useMemo(() => cardSettingsFrom(company.data), [company.data]);
  const [answer, setAnswer] = useState<{ key: string; state: ShowcaseState; sections: ShowcaseSection[] }>();

  const ready = companySettled && (!needsProduct(kind) || idProduct !== undefined);
  const key = `${kind}:${quantity}:${idProduct ?? ''}`;
  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    loadShowcase(kind, quantity, idProduct, controller.signal).then(
      (sections) => {
        const shown = sections.filter((section) => section.products.length > 0);
        if (!controller.signal.aborted) setAnswer({ key, state: shown.length ? 'ready' : 'empty', sections: shown });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, state: 'error', sections: [] });
      },
    );
    return () => controller.abort();
  }, [ready, kind, quantity, idProduct, key]);

  const current = answer?.key === key ? answer : undefined;
  // No product known (and none being read): nothing to show until jet:product-viewed says which.
  const waiting = needsProduct(kind) && idProduct === undefined;
  const state: ShowcaseState = waiting ? (product.looking ? 'loading' : 'empty') : (current?.state ?? 'loading');
  return { kind, state, sections: current?.sections ?? [], settings } as const;
}
