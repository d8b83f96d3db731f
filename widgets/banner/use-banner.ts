import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import type { Banner, HomeBannerType } from '../../src/api/operations';
import { atom } from 'nanostores';
import { isObject } from '../../src/catalogue/answer-guards';
import { parseRoute } from '../../src/routes';
import { useFailureNotice } from '../../src/ui/failure-notice';
import { query, type QueryState, type QueryStore } from '../../src/stores/query';

export type BannerArea = 'home' | 'category' | 'group' | 'brand';
export type BannerState = 'loading' | 'ready' | 'empty' | 'error';

const AREAS: readonly BannerArea[] = ['home', 'category', 'group', 'brand'];
const TYPES: readonly HomeBannerType[] = ['F', 'C', 'L', 'R'];

/** The page's area from its path: '/x/c' category, '/x/g' group, '/x/m' brand, anything else home. */
export function areaFromPath(pathname: string): BannerArea {
  const page = parseRoute({ pathname, search: '' })?.page;
  return page === 'category' || page === 'group' || page === 'brand' ? page : 'home';
}

/**
 * Banner path of a category page: its friendly path (at most three levels) plus /c ('/casa/sala/sofas/c'
 * -> 'casa/sala/sofas/c'; '/41/c' -> '41/c'); '' on a page that is no category listing.
 */
export function categoryBannerPath(pathname: string): string {
  const route = parseRoute({ pathname, search: '' });
  return route?.page === 'category' ? `${'id' in route ? route.id : route.slugs.join('/')}/c` : '';
}

/** Banner path of a group or brand page: its friendly URL plus /g or /m ('/ofertas/g' -> 'ofertas/g'); '' elsewhere. */
export function groupBannerPath(pathname: string, area: 'group' | 'brand'): string {
  const route = parseRoute({ pathname, search: '' });
  return route?.page === area ? `${route.slug}/${area === 'brand' ? 'm' : 'g'}` : '';
}

/**
 * The read behind an area's banners (catalogue-and-discovery §2, §7); brands use the group call. A
 * category, group or brand area on a page that is no such listing has none: null, and no request.
 */
function bannerQuery(area: BannerArea, type: HomeBannerType, pathname: string): QueryStore<Banner[]> | null {
  if (area === 'home') return query('homeBanners', { type });
  const textLink = area === 'category' ? categoryBannerPath(pathname) : groupBannerPath(pathname, area);
  if (!textLink) return null;
  return area === 'category' ? query('categoryBanners', { Type: type, textLink }) : query('groupBanners', { textLink });
}

/** A shuffled copy (Fisher-Yates). */
function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** random = 1 on any banner of the area shows them in a random order. */
export const orderBanners = (banners: readonly Banner[], random: () => number = Math.random): Banner[] =>
  banners.some((banner) => banner.random === 1) ? shuffled(banners, random) : [...banners];

const toArea = (value: string | undefined, pathname: string): BannerArea =>
  AREAS.includes(value as BannerArea) ? (value as BannerArea) : areaFromPath(pathname);

export const toType = (value: string | undefined): HomeBannerType => {
  const upper = value?.trim().toUpperCase();
  return TYPES.includes(upper as HomeBannerType) ? (upper as HomeBannerType) : 'F';
};

/** Banners the view can show: a list of objects with an id (the key) and an image. */
const isBanners = (data: unknown): data is Banner[] =>
  Array.isArray(data) && data.every((banner) => isObject(banner) && typeof banner.idBanner === 'number');

const noBanners = atom<QueryState<Banner[]>>({ status: 'empty', data: [] });

/** The banners of an area and type, in the order to show them. */
export function useBanner(areaAttribute?: string, typeAttribute?: string) {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const area = toArea(areaAttribute, pathname);
  const type = toType(typeAttribute);
  const $answer = bannerQuery(area, type, pathname);
  const answer = useStore($answer ?? noBanners);
  // an answer of an unexpected shape is a failed read (issue 14), never a TypeError
  const wrongShape = answer.status === 'ready' && !isBanners(answer.data);
  // Shuffled once per answer, not on every render.
  const banners = useMemo(() => (answer.status === 'ready' && !wrongShape && answer.data ? orderBanners(answer.data) : []), [answer, wrongShape]);
  const state: BannerState = wrongShape ? 'error' : answer.status;
  // the home's banners take part in the page's one message for failed reads; a listing says its own
  const retry = useCallback(() => void $answer?.refresh(), [$answer]);
  const notice = useFailureNotice(state === 'error' && area === 'home', retry);
  return useMemo(() => ({ area, type, state, banners, notice }), [area, type, state, banners, notice]);
}
