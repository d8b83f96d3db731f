import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Banner, HomeBannerType } from '../../src/api/operations';
import { query, type QueryStore } from '../../src/stores/query';

export type BannerArea = 'home' | 'category' | 'group' | 'brand';
export type BannerState = 'loading' | 'ready' | 'empty' | 'error';

const AREAS: readonly BannerArea[] = ['home', 'category', 'group', 'brand'];
const TYPES: readonly HomeBannerType[] = ['F', 'C', 'L', 'R'];

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/** The page's area from its path: '/x/c' category, '/x/g' group, '/x/m' brand, anything else home. */
export function areaFromPath(pathname: string): BannerArea {
  const segments = segmentsOf(pathname);
  if (segments.length < 2) return 'home';
  const kind = segments[segments.length - 1];
  return kind === 'c' ? 'category' : kind === 'g' ? 'group' : kind === 'm' ? 'brand' : 'home';
}

/** Banner path of a category page: up to three segments plus /c ('/casa/sala/sofas/teste/c' -> 'casa/sala/sofas/c'). */
export function categoryBannerPath(pathname: string): string {
  const segments = segmentsOf(pathname);
  if (segments[segments.length - 1] === 'c') segments.pop();
  return `${segments.slice(0, 3).join('/')}/c`;
}

/** Banner path of a group or brand page: the first segment plus /g or /m ('/ofertas/g' -> 'ofertas/g'). */
export function groupBannerPath(pathname: string, area: 'group' | 'brand'): string {
  return `${segmentsOf(pathname)[0] ?? ''}/${area === 'brand' ? 'm' : 'g'}`;
}

/** The read behind an area's banners (catalogue-and-discovery §2, §7); brands use the group call. */
export function bannerQuery(area: BannerArea, type: HomeBannerType, pathname: string): QueryStore<Banner[]> {
  switch (area) {
    case 'home':
      return query('homeBanners', { type });
    case 'category':
      return query('categoryBanners', { Type: type, textLink: categoryBannerPath(pathname) });
    default:
      return query('groupBanners', { textLink: groupBannerPath(pathname, area) });
  }
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
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

export const toArea = (value: string | undefined, pathname: string): BannerArea =>
  AREAS.includes(value as BannerArea) ? (value as BannerArea) : areaFromPath(pathname);

export const toType = (value: string | undefined): HomeBannerType => {
  const upper = value?.trim().toUpperCase();
  return TYPES.includes(upper as HomeBannerType) ? (upper as HomeBannerType) : 'F';
};

/** The banners of an area and type, in the order to show them. */
export function useBanner(areaAttribute?: string, typeAttribute?: string) {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const area = toArea(areaAttribute, pathname);
  const type = toType(typeAttribute);
  const answer = useStore(bannerQuery(area, type, pathname));
  // Shuffled once per answer, not on every render.
  const banners = useMemo(() => (answer.status === 'ready' && answer.data ? orderBanners(answer.data) : []), [answer]);
  const state: BannerState = answer.status;
  return useMemo(() => ({ area, type, state, banners }), [area, type, state, banners]);
}
