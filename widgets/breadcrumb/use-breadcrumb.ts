import '../../src/i18n/catalogue/commerce';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Brand, Category, Group } from '../../src/api/operations';
import { $config } from '../../src/api/config';
import { isObject, objectsOrEmpty } from '../../src/catalogue/answer-guards';
import { t } from '../../src/i18n';
import { $company } from '../../src/stores/company';
import { useSeo } from '../../src/seo/use-seo';
import { $breadcrumbTrail, $pageTitle, type Crumb } from '../../src/stores/page';
import { useQuery } from '../../src/stores/use-query';
import { buildUrl, categoryRoute, parseRoute, type Route } from '../../src/routes';

export type { Crumb };

/** Themes whose breadcrumb leaves out the last crumb (catalogue-and-discovery §2). */
const THEMES_WITHOUT_LAST_CRUMB = ['modas', 'cosmeticos'];

export type PageKind = 'home' | 'category' | 'group' | 'brand' | 'search' | 'customer' | 'product' | 'other';

const KIND: Partial<Record<Route['page'], PageKind>> = { home: 'home', category: 'category', group: 'group', brand: 'brand', search: 'search', customer: 'customer', product: 'product' };

/** What the page is, from its route. */
const kindOf = (route: Route | null): PageKind => (route && KIND[route.page]) ?? 'other';

/** What the page is, from its path. */
export const pageKind = (pathname: string): PageKind => kindOf(parseRoute({ pathname, search: '' }));

// (an answer of an unexpected shape reads as no categories: the breadcrumb then shows Home alone)
const flatten = (tree: readonly Category[]): Category[] =>
  objectsOrEmpty<Category>(tree)
    .filter((category) => typeof category.levelCode === 'string' && typeof category.name === 'string')
    .flatMap((category) => [category, ...flatten(category.childMenu ?? [])]);

/** A category's listing: its friendly path when it has 1 to 3 levels, its id otherwise (the routes' rule). */
const categoryUrl = (category: Pick<Category, 'path' | 'idCategory'>): string => buildUrl(categoryRoute(category));

/**
 * The chain of the category a path names, from level 1 down: each ancestor's level code is the first
 * two characters per depth of the category's code ('010203' -> '01', '0102', '010203').
 */
export function categoryChain(tree: readonly Category[], pathname: string): Crumb[] {
  const route = parseRoute({ pathname, search: '' });
  if (route?.page !== 'category') return [];
  const all = flatten(tree);
  const path = 'slugs' in route ? route.slugs.join('/').toLowerCase() : '';
  const target =
    'id' in route
      ? all.find((category) => category.idCategory === route.id)
      : all.find((category) => category.path.normalize('NFC').toLowerCase() === path);
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
const searchCrumbName = (term: string): string => t('breadcrumb.search', { term: term.toLocaleUpperCase('pt-BR') });

/** The group a group page names (by friendly URL or id). */
const groupOf = (groups: readonly Group[], route: Route | null): Group | undefined =>
  route?.page === 'group' ? objectsOrEmpty<Group>(groups).find((g) => g.urlFriendly === route.slug || String(g.idGroup) === route.slug) : undefined;

/** The brand a brand page names (by friendly URL or id). */
const brandOf = (brands: readonly Brand[], route: Route | null): Brand | undefined =>
  route?.page === 'brand' ? objectsOrEmpty<Brand>(brands).find((b) => b.urlFriendly === route.slug || String(b.idBrand) === route.slug) : undefined;

/** The group a group page names (by friendly URL or id) as its crumb. */
function groupCrumb(groups: readonly Group[], route: Route | null): Crumb[] {
  const group = groupOf(groups, route);
  return group ? [{ name: group.name, url: group.urlGroup || buildUrl({ page: 'group', slug: group.urlFriendly }) }] : [];
}

/** The brand a brand page names (by friendly URL or id) as its crumb. */
function brandCrumb(brands: readonly Brand[], route: Route | null): Crumb[] {
  const brand = brandOf(brands, route);
  return brand ? [{ name: brand.name, url: buildUrl({ page: 'brand', slug: brand.urlFriendly }) }] : [];
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
  const route = parseRoute({ pathname, search });
  const kind = kindOf(route);
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
          ? groupCrumb(groups.data ?? [], route)
          : brandCrumb(brands.data ?? [], route);

  let after: Crumb[] | undefined;
  const here = pathname + search;
  if (given) after = given;
  else if (route?.page === 'search') after = [{ name: searchCrumbName(route.term), url: here }];
  else if (route?.page === 'customer') {
    after = [{ name: t('breadcrumb.customerArea'), url: buildUrl({ page: 'customer', view: 'home' }) }];
    if (page && route.view !== 'home') after.push({ name: page, url: here });
  } else if (name && kind !== 'home') after = [{ name, url: here }];
  else if (needsRequest) after = requested;
  else if (kind === 'product') after = undefined; // waits for the product page's trail
  else if (page && kind !== 'home') after = [{ name: page, url: here }];
  else after = [];

  const full: Crumb[] | undefined = after && [{ name: t('breadcrumb.home'), url: '/' }, ...after];
  const settings = isObject(company.data) ? company.data : undefined;
  const theme = config.theme ?? (typeof settings?.theme === 'string' ? settings.theme : undefined);
  const dropLast = THEMES_WITHOUT_LAST_CRUMB.includes((theme ?? '').toLowerCase());
  const companySettled = company.status === 'ready' || company.status === 'error';
  const state: BreadcrumbState = !full || (!companySettled && !config.theme) ? 'loading' : full.length > 1 ? 'ready' : 'empty';
  const crumbs = state === 'ready' && full ? (dropLast ? full.slice(0, -1) : full) : [];

  const pageName = full && full.length > 1 ? full[full.length - 1]!.name : undefined;
  const storeName = typeof settings?.nameStore === 'string' ? settings.nameStore : undefined;
  // the page's own title (an institutional titlePage); the brand's or group's description (issue 26)
  const named = kind === 'brand' ? brandOf(brands.data ?? [], route) : kind === 'group' ? groupOf(groups.data ?? [], route) : undefined;
  const ownTitle = useStore($pageTitle);
  useEffect(() => {
    if (keepTitle || !pageName || !companySettled) return;
    const name = ownTitle || pageName;
    document.title = storeName ? t('breadcrumb.pageTitle', { name, store: storeName }) : name;
  }, [keepTitle, pageName, storeName, companySettled, ownTitle]);
  useSeo(pageName && companySettled && ((seo) => seo.breadcrumb({ crumbs: full!, kind, store: storeName, source: named })), `${JSON.stringify(full)}${ownTitle}`);

  return { state, crumbs, dropLast, pageName };
}
