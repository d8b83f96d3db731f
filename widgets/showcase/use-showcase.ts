import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/showcase';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useMemo, useState } from 'react';
import type { GroupShowcase, ProductCardData } from '../../src/api/operations';
import { isObject, isProductCards } from '../../src/catalogue/answer-guards';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { useFailureNotice } from '../../src/ui/failure-notice';
import { t, type MessageKey } from '../../src/i18n';
import { $company } from '../../src/stores/company';
import { $viewedProduct } from '../../src/stores/page';
import { query, type QueryState, type QueryStore } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { buildUrl, parseRoute } from '../../src/routes';

export type ShowcaseKind = 'featured' | 'groups' | 'most-sold' | 'new-arrivals' | 'related' | 'also-purchased';
const SHOWCASE_KINDS: readonly ShowcaseKind[] = ['featured', 'groups', 'most-sold', 'new-arrivals', 'related', 'also-purchased'];
export type ShowcaseState = 'loading' | 'ready' | 'empty' | 'error';

/** catalogue-and-discovery §9: quantityProductsToShowAtShowcase, capped at 12. */
const SHOWCASE_MAX = 12;

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

type ShowcaseAnswer = ProductCardData[] | GroupShowcase[];

/** The read behind a showcase kind: the same store as any other widget asking the same. */
function showcaseQuery(kind: ShowcaseKind, quantity: number, idProduct: number | undefined): QueryStore<ShowcaseAnswer> {
  const params = { quantity };
  switch (kind) {
    case 'most-sold':
      return query('mostSold', params);
    case 'new-arrivals':
      return query('newArrivals', params);
    case 'related':
      return query('relatedProducts', { idProduct: idProduct! });
    case 'also-purchased':
      return query('alsoPurchased', { idProduct: idProduct! });
    case 'groups':
      return query('groupShowcase', params);
    default:
      return query('showcase', params);
  }
}

const TITLES: Record<Exclude<ShowcaseKind, 'groups'>, MessageKey> = {
  featured: 'showcase.home',
  'most-sold': 'listing.mostSold',
  'new-arrivals': 'listing.newArrivals',
  related: 'showcase.related',
  'also-purchased': 'showcase.alsoPurchased',
};

/** The carousels of a showcase answer: one, or one per group; sections without products are left out. */
function showcaseSections(kind: ShowcaseKind, answer: ShowcaseAnswer, quantity: number): ShowcaseSection[] {
  const sections: ShowcaseSection[] =
    kind === 'groups'
      ? (answer as GroupShowcase[]).map((group) => ({
          key: `group-${group.idGroup}`,
          title: group.name,
          url: group.urlGroup || buildUrl({ page: 'group', slug: group.urlFriendly }),
          products: group.products.slice(0, quantity),
        }))
      : [{ key: kind, title: t(TITLES[kind]), products: (answer as ProductCardData[]).slice(0, quantity) }];
  return sections.filter((section) => section.products.length > 0);
}

/** The answer the views can read: cards, or for groups a list of groups each with cards. */
const isShowcaseAnswer = (kind: ShowcaseKind, data: unknown): data is ShowcaseAnswer =>
  kind === 'groups'
    ? Array.isArray(data) && data.every((group) => isObject(group) && typeof group.name === 'string' && isProductCards(group.products))
    : isProductCards(data);

/** Nothing to ask yet. */
const nothing = atom<QueryState<ShowcaseAnswer>>({ status: 'loading' });

/**
 * The product whose related or also-purchased products to show: the attribute, else the product the
 * page shows (the viewed-product store, or the product of the /produto/{slug} path, read through the
 * same store as the product page, so the page asks for it once). `looking` while that is being read.
 */
function useProductId(kind: ShowcaseKind, attribute?: number): { id: number | undefined; looking: boolean } {
  const viewed = useStore($viewedProduct);
  const given = attribute && attribute > 0 ? attribute : viewed?.idProduct;
  const slug = needsProduct(kind) && !given && typeof location !== 'undefined' ? productSlug(location) : undefined;
  const detail = useQuery('productDetail', { textLink: slug }, Boolean(slug));
  if (given) return { id: given, looking: false };
  return { id: slug ? detail.data?.idProduct : undefined, looking: Boolean(slug) && detail.status === 'loading' };
}

export interface ShowcaseOptions {
  kind?: string;
  quantity?: number;
  productId?: number;
}

/** A showcase's logic: which read, how many products, the card settings and the state. */
export function useShowcase({ kind: kindAttribute, quantity: quantityAttribute, productId }: ShowcaseOptions) {
  const kind: ShowcaseKind = SHOWCASE_KINDS.includes(kindAttribute as ShowcaseKind) ? (kindAttribute as ShowcaseKind) : 'featured';
  const company = useStore($company);
  const companySettled = company.status === 'ready' || company.status === 'error';
  const quantity = showcaseQuantity(company.data?.quantityProductsToShowAtShowcase, quantityAttribute);
  // The read leaves with the company settings, not after them (issue 24): without the attribute and
  // before the settings are in, it asks for the most and the view cuts to the company's quantity. Decided
  // at mount, so the settings' answer never changes the read on its way.
  const [settingsLate] = useState(!companySettled);
  const asked = settingsLate && !(quantityAttribute && quantityAttribute > 0) ? SHOWCASE_MAX : quantity;
  const product = useProductId(kind, productId);
  const idProduct = product.id;
  const settings = useMemo(() => cardSettingsFrom(company.data), [company.data]);

  const ready = !needsProduct(kind) || idProduct !== undefined;
  const $answer = ready ? showcaseQuery(kind, asked, idProduct) : null;
  const answer = useStore($answer ?? nothing);
  // an answer of an unexpected shape is a failed read (issue 14), never a TypeError
  const shaped = answer.data !== undefined && isShowcaseAnswer(kind, answer.data);
  // the cards wait for the settings too (quantity, installments, stars): they never change once shown
  const shown = shaped && companySettled;
  const sections = useMemo(() => (shown && answer.data ? showcaseSections(kind, answer.data, quantity) : []), [kind, shown, answer.data, quantity]);
  const failed = answer.status === 'error' || (answer.status !== 'loading' && answer.data !== undefined && !shaped);
  const retry = useCallback(() => void $answer?.refresh(), [$answer]);
  const notice = useFailureNotice(failed, retry);

  // No product known (and none being read): nothing to show until the page says which.
  const waiting = needsProduct(kind) && idProduct === undefined;
  const state: ShowcaseState = waiting
    ? product.looking
      ? 'loading'
      : 'empty'
    : failed
      ? 'error'
      : answer.status === 'loading' || !companySettled
        ? 'loading'
        : sections.length
          ? 'ready'
          : 'empty';
  return { kind, state, sections, settings, notice } as const;
}
