import '../../src/i18n/catalogue/commerce';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Brand, Category, Group } from '../../src/api/operations';
import { $config } from '../../src/api/config';
import { t } from '../../src/i18n';
import { $company } from '../../src/stores/company';
import { $breadcrumbTrail, type Crumb } from '../../src/stores/page';
import { useQuery } from '../../src/stores/use-query';

export type { Crumb };

/** Themes whose breadcrumb leaves out the last crumb (catalogue-and-discovery §2). */
export const THEMES_WITHOUT_LAST_CRUMB = ['modas', 'cosmeticos'];

export type PageKind = 'home' | 'category' | 'group' | 'brand' | 'search' | 'customer' | 'product' | 'other';

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/** What the page is, from its path. */
export function pageKind(pathname: string): PageKind {
  const segments = segmentsOf(pathname);
  const [first] = segments;
  const last = segments[segments.length - 1];
  if (!first) return 'home';
  if (first === 'busca' && segments.length === 1) return 'search';
  if (first === 'customer') return 'customer';
  if (first === 'produto') return 'product';
  if (segments.length >= 2 && last === 'c') return 'category';
  if (segments.length === 2 && last === 'g') return 'group';
  if (segments.length === 2 && last === 'm') return 'brand';
  return 'other';
}

const flatten = (tree: readonly Category[]): Category[] => tree.flatMap((category) => [category, ...flatten(category.childMenu ?? [])]);

/** A category's listing: its friendly path when it has 1 to 3 levels, its id otherwise (the routes' rule). */
export const categoryUrl = (category: Pick<Category, 'path' | 'idCategory'>): string =>
  segmentsOf(category.path).length <= 3 ? `/${category.path}/c` : `/${category.idCategory}/c`;

/**
 * The chain of the category a path names, from level 1 down: each ancestor's level code is the first
 * two characters per depth of the category's code ('010203' -> '01', '0102', '010203').
 */
export function categoryChain(tree: readonly Category[], pathname: string): Crumb[] {
  const segments = segmentsOf(pathname).slice(0, -1);
  const all = flatten(tree);
  const numeric = segments.length === 1 && /^\d+$/.test(segments[0]!);
  const target = numeric
    ? all.find((category) => category.idCategory === Number(segments[0]))
    : all.find((category) => category.path.toLowerCase() === segments.join('/').toLowerCase());
  if (!target) return [];
  const byCode = new Map(all.map((category) => [category.levelCode, category]));
  const chain: Crumb[] = [];
  for (let depth = 2; depth <= target.levelCode.length; depth += 2) {
    const category = byCode.get(target.levelCode.slice(0, depth));
    if (category) chain.push({ name: category.name, url: categoryUrl(category) });
  }
  return chain;
}

/** The search term of /busca?n=, upper case, as the spec shows it. */
export const searchCrumbName = (search: string): string =>
  t('breadcrumb.search', { term: (new URLSearchParams(search).get('n') ?? '').trim().toLocaleUpperCase('pt-BR') });

/** The group a group page names (by friendly URL or id) as its crumb. */
export function groupCrumb(groups: readonly Group[], pathname: string): Crumb[] {
  const slug = segmentsOf(pathname)[0] ?? '';
  const group = groups.find((g) => g.urlFriendly === slug || String(g.idGroup) === slug);
  return group ? [{ name: group.name, url: group.urlGroup || `/${group.urlFriendly}/g` }] : [];
}

/** The brand a brand page names (by friendly URL or id) as its crumb. */
export function brandCrumb(brands: readonly Brand[], pathname: string): Crumb[] {
  const slug = segmentsOf(pathname)[0] ?? '';
  const brand = brands.find((b) => b.urlFriendly === slug || String(b.idBrand) === slug);
  return brand ? [{ name: brand.name, url: `/${brand.urlFriendly}/m` }] : [];
}

export interface BreadcrumbOptions {
  /** Customer pages: the page's name (Home > Área do Cliente > page); other pages: the last crumb. */
  page?: string;
  /** Brand, group or category name, when the theme knows it (no request is made then). */
  name?: string;
  /** The whole trail after Home (the product page's category chain and product name). */
  trail?: Crumb[];
  /** Leave document.title alone. */
  keepTitle?: boolean;
  /** The page address to describe ('/casa/sala/c', '/busca?n=sofa'). Default: the page's own (previews, tests). */
  path?: string;
}

export type BreadcrumbState = 'loading' | 'ready' | 'empty';

/**
 * The breadcrumb's logic (catalogue-and-discovery §2): the trail for the page, the theme rule that drops
 * the last crumb, and the page title '{name} | {store}'.
 */
export function useBreadcrumb({ page, name, trail, keepTitle = false, path }: BreadcrumbOptions) {
  const { pathname, search } = path ? new URL(path, window.location.origin) : window.location;
  const kind = pageKind(pathname);
  const company = useStore($company);
  const config = useStore($config);
  const pageTrail = useStore($breadcrumbTrail);

  // The crumbs after Home that need a request: the category chain, the group's or the brand's name.
  const given = trail ?? pageTrail ?? undefined;
  const needsRequest = !given && !name && (kind === 'category' || kind === 'group' || kind === 'brand');
  const tree = useQuery('categoryTree', undefined, needsRequest && kind === 'category');
  const groups = useQuery('groups', undefined, needsRequest && kind === 'group');
  const brands = useQuery('brands', undefined, needsRequest && kind === 'brand');
  const source = kind === 'category' ? tree : kind === 'group' ? groups : brands;
  const requested: Crumb[] | undefined =
    source.status === 'loading'
      ? undefined
      : kind === 'category'
        ? categoryChain(tree.data ?? [], pathname)
        : kind === 'group'
          ? groupCrumb(groups.data ?? [], pathname)
          : brandCrumb(brands.data ?? [], pathname);

  let after: Crumb[] | undefined;
  const here = pathname + search;
  if (given) after = given;
  else if (kind === 'search') after = [{ name: searchCrumbName(search), url: here }];
  else if (kind === 'customer') {
    after = [{ name: t('breadcrumb.customerArea'), url: '/customer' }];
    if (page && pathname.replace(/\/+$/, '') !== '/customer') after.push({ name: page, url: here });
  } else if (name && kind !== 'home') after = [{ name, url: here }];
  else if (needsRequest) after = requested;
  else if (kind === 'product') after = undefined; // waits for the product page's trail
  else if (page && kind !== 'home') after = [{ name: page, url: here }];
  else after = [];

  const full: Crumb[] | undefined = after && [{ name: t('breadcrumb.home'), url: '/' }, ...after];
  const theme = config.theme ?? company.data?.theme;
  const dropLast = THEMES_WITHOUT_LAST_CRUMB.includes((theme ?? '').toLowerCase());
  const companySettled = company.status === 'ready' || company.status === 'error';
  const state: BreadcrumbState = !full || (!companySettled && !config.theme) ? 'loading' : full.length > 1 ? 'ready' : 'empty';
  const crumbs = state === 'ready' && full ? (dropLast ? full.slice(0, -1) : full) : [];

  const pageName = full && full.length > 1 ? full[full.length - 1]!.name : undefined;
  const storeName = company.data?.nameStore;
  useEffect(() => {
    if (keepTitle || !pageName || !companySettled) return;
    document.title = storeName ? t('breadcrumb.pageTitle', { name: pageName, store: storeName }) : pageName;
  }, [keepTitle, pageName, storeName, companySettled]);

  return { state, crumbs, dropLast, pageName };
}
