/**
 * What a crawler without JavaScript (WhatsApp and Facebook previews, search engines' first pass) needs
 * in a demo page's head, from the same generators the widgets use (src/seo): the page's title and
 * description, Open Graph and Twitter tags, and its JSON-LD (Product and BreadcrumbList on a product
 * page, BreadcrumbList on a category, brand or group page, Organization and WebSite on home). The widgets
 * replace the same tags once they run (src/seo/head.ts). An address that names nothing gets nothing: the
 * page's own widgets then send the shopper to /404.
 */
import '../../src/i18n/catalogue/commerce';
import '../../src/i18n/catalogue/seo';
import type { Category } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { buildUrl, categoryRoute, type Route } from '../../src/routes';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  productMeta,
  sourceDescription,
  websiteJsonLd,
  type Crumb,
  type JsonLd,
  type PageMeta,
} from '../../src/seo/structured-data';
import type { Repositories } from '../repositories';

export interface PageSeo {
  /** The document title; absent: the page's own. */
  title?: string;
  /** Open Graph and the description; a `title` or `description` of '' takes the page's own. */
  meta: PageMeta;
  /** JSON-LD blocks by key (the `data-jet-seo` the widgets replace). */
  jsonLd: Record<string, JsonLd | null>;
}

const flatten = (tree: readonly Category[]): Category[] => tree.flatMap((category) => [category, ...flatten(category.childMenu ?? [])]);

export function pageSeoService(repos: Pick<Repositories, 'productDetail' | 'brands' | 'categories' | 'company' | 'sitePages'>, options: { publicUrl: string }) {
  const origin = new URL(options.publicUrl).origin;
  const home: Crumb = { name: t('breadcrumb.home'), url: '/' };
  const storeName = async () => {
    const company = await repos.company.get();
    return { name: company.nameStore || company.fantasyName || '', logo: company.logo };
  };
  const titled = (name: string, store: string) => (store ? t('breadcrumb.pageTitle', { name, store }) : name);
  const website = (title: string, description: string, path: string): PageMeta => ({ title, description, url: absoluteUrl(path, origin), type: 'website' });

  async function forRoute(route: Route): Promise<PageSeo | null> {
    const store = await storeName();
    switch (route.page) {
      case 'home':
        return {
          meta: website('', '', '/'),
          jsonLd: { organization: organizationJsonLd({ origin, name: store.name, logo: store.logo }), website: websiteJsonLd({ origin, name: store.name }) },
        };
      case 'product': {
        const product = await repos.productDetail.find({ textLink: route.slug.normalize('NFC').toLowerCase() });
        if (!product) return null;
        const levels = [...(product.categories ?? [])].sort((a, b) => a.levelCode.length - b.levelCode.length);
        const trail = [home, ...levels.map((category) => ({ name: category.name, url: buildUrl(categoryRoute(category)) })), { name: product.name, url: product.url }];
        return {
          title: titled(product.name, store.name),
          meta: productMeta({ product, origin }),
          jsonLd: { product: productJsonLd({ product, origin }), breadcrumb: breadcrumbJsonLd(trail, origin) },
        };
      }
      case 'brand':
      case 'group': {
        const sources = route.page === 'brand' ? await repos.brands.list() : await repos.categories.groups();
        const source = sources.find((item) => item.urlFriendly === route.slug || String('idBrand' in item ? item.idBrand : item.idGroup) === route.slug);
        if (!source) return null;
        const path = buildUrl({ page: route.page, slug: source.urlFriendly });
        const fallback = t(route.page === 'brand' ? 'seo.brandDescription' : 'seo.groupDescription', { name: source.name, store: store.name });
        const title = titled(source.name, store.name);
        return { title, meta: website(title, sourceDescription(source) || fallback, path), jsonLd: { breadcrumb: breadcrumbJsonLd([home, { name: source.name, url: path }], origin) } };
      }
      case 'category': {
        const all = flatten(await repos.categories.tree());
        const target = 'id' in route ? all.find((category) => category.idCategory === route.id) : all.find((category) => category.path === route.slugs.join('/').normalize('NFC').toLowerCase());
        if (!target) return null;
        const byCode = new Map(all.map((category) => [category.levelCode, category]));
        const chain: Crumb[] = [];
        for (let depth = 2; depth <= target.levelCode.length; depth += 2) {
          const level = byCode.get(target.levelCode.slice(0, depth));
          if (level) chain.push({ name: level.name, url: buildUrl(categoryRoute(level)) });
        }
        const title = titled(target.name, store.name);
        const description = t('seo.categoryDescription', { name: target.name, store: store.name });
        return { title, meta: website(title, description, buildUrl(categoryRoute(target))), jsonLd: { breadcrumb: breadcrumbJsonLd([home, ...chain], origin) } };
      }
      case 'institutional': {
        const page = await repos.sitePages.customPage(route.idCustomPage, route.idCustomPageContent);
        if (!page) return null;
        const title = titled(page.content.titlePage || page.content.name, store.name);
        const path = buildUrl(route);
        return { title, meta: website(title, page.content.metatag, path), jsonLd: { breadcrumb: breadcrumbJsonLd([home, { name: page.content.name, url: path }], origin) } };
      }
      default:
        return null;
    }
  }

  return {
    /** The page's metadata, or null (an address that names nothing, a page that needs none, a failed read). */
    async forRoute(route: Route): Promise<PageSeo | null> {
      try {
        return await forRoute(route);
      } catch {
        // the page is served as it is: its widgets still write their metadata
        return null;
      }
    },
  };
}

export type PageSeoService = ReturnType<typeof pageSeoService>;
