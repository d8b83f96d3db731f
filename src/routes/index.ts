/**
 * Every address of the specs, parsed and built in one place (catalogue-and-discovery §2,
 * cart-and-purchase §2, customer-area §2). Pure and dependency-free: widgets, stories and the server
 * use it alike.
 *
 * Friendly URLs (slugs) are held decoded, in Unicode NFC, with their case kept: '/cal%C3%A7ados/c'
 * parses to `{ page: 'category', slugs: ['calçados'] }` and builds back to the same address. A segment
 * whose escapes are malformed, or that holds a '/', is no address at all.
 */

/** Category levels addressed by friendly URL: '/casa/c' to '/casa/sala/sofas/c'; deeper ones by id. */
export const MAX_CATEGORY_LEVELS = 3;

/** /customer/login?v=: 1 the finish-registration link was too short, 2 the lookup failed, 3 no code. */
export type LoginNotice = 1 | 2 | 3;

/** Customer pages without parameters: '/customer' (home) and '/customer/{view}'. */
export type CustomerView =
  | 'home'
  | 'accesskey'
  | 'register'
  | 'forgot'
  | 'recoverEmail'
  | 'alterEmail'
  | 'edit'
  | 'address'
  | 'order'
  | 'shoppingVoucherDetails'
  | 'digital-products';

export type CustomerRoute =
  | { page: 'customer'; view: CustomerView }
  | { page: 'customer'; view: 'login'; v?: LoginNotice }
  | { page: 'customer'; view: 'checkaccesskey'; email: string }
  | { page: 'customer'; view: 'finishregistration'; email: string }
  /** With a token: '/customer/changepassword/ChangePasswordToken/{token}', no login needed. */
  | { page: 'customer'; view: 'changepassword'; token?: string }
  /** Without an id: the latest order. */
  | { page: 'customer'; view: 'orderDetails'; idOrder?: number };

export type CategoryRoute = { page: 'category'; slugs: string[] } | { page: 'category'; id: number };

export type Route =
  | { page: 'home' }
  | CategoryRoute
  | { page: 'brand'; slug: string }
  | { page: 'group'; slug: string }
  | { page: 'search'; term: string }
  | { page: 'product'; slug: string }
  | { page: 'cart' }
  | { page: 'checkoutIdentification' }
  | { page: 'checkout' }
  | { page: 'faq' }
  | { page: 'institutional'; idCustomPage: number; idCustomPageContent: number }
  | { page: 'privacyPolicy' }
  | { page: 'brands' }
  | { page: 'notFound' }
  | CustomerRoute;

export type RoutePage = Route['page'];

type FixedPage = 'home' | 'cart' | 'checkoutIdentification' | 'checkout' | 'faq' | 'privacyPolicy' | 'brands' | 'notFound';
const FIXED: Record<FixedPage, string> = {
  home: '',
  cart: 'carrinho',
  checkoutIdentification: 'checkout/identification',
  checkout: 'checkout',
  faq: 'perguntas-frequentes',
  privacyPolicy: 'politica-de-privacidade',
  brands: 'marcas',
  notFound: '404',
};
const SUFFIX = { category: 'c', brand: 'm', group: 'g' } as const;
const CUSTOMER_VIEWS: readonly string[] = ['accesskey', 'register', 'forgot', 'recoverEmail', 'alterEmail', 'edit', 'address', 'order', 'shoppingVoucherDetails', 'digital-products'];
const TOKEN = 'ChangePasswordToken';

const encode = (segment: string) => encodeURIComponent(segment.normalize('NFC'));

function decode(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment).normalize('NFC');
    return text.includes('/') ? null : text;
  } catch {
    return null;
  }
}

const id = (text: string | undefined): number | null => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null);
const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The route's address: path and, for search and some customer pages, the query. */
export function buildUrl(route: Route): string {
  switch (route.page) {
    case 'category':
      return `/${'id' in route ? route.id : route.slugs.map(encode).join('/')}/c`;
    case 'brand':
    case 'group':
      return `/${encode(route.slug)}/${SUFFIX[route.page]}`;
    case 'search':
      return `/busca?n=${encodeURIComponent(route.term.trim())}`;
    case 'product':
      return `/produto/${encode(route.slug)}`;
    case 'institutional':
      return `/institucional/${route.idCustomPage}/${route.idCustomPageContent}`;
    case 'customer':
      return `/customer${customerPath(route)}`;
    default:
      return `/${FIXED[route.page]}`;
  }
}

function customerPath(route: CustomerRoute): string {
  switch (route.view) {
    case 'home':
      return '';
    case 'login':
      return `/login${route.v ? `?v=${route.v}` : ''}`;
    case 'checkaccesskey':
      return `/checkaccesskey?email=${encodeURIComponent(route.email)}`;
    case 'finishregistration':
      return `/finishregistration${route.email ? `/${encode(route.email)}` : ''}`;
    case 'changepassword':
      return `/changepassword${route.token ? `/${TOKEN}/${encode(route.token)}` : ''}`;
    case 'orderDetails':
      return `/order/details${route.idOrder === undefined ? '' : `/${route.idOrder}`}`;
    default:
      return `/${route.view}`;
  }
}

/**
 * The route of an address ('/casa/sala/c', 'https://loja/busca?n=sofá', `window.location`), or null when
 * it names no page of the specs (a category deeper than three levels, '/casa' without /c, an unknown
 * customer page ...): the store's 404. Empty segments and a trailing slash are ignored.
 */
export function parseRoute(address: string | Pick<Location, 'pathname' | 'search'>): Route | null {
  const { pathname, search } = typeof address === 'string' ? new URL(address, 'http://localhost') : address;
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (!raw) continue;
    const segment = decode(raw);
    if (segment === null) return null;
    segments.push(segment);
  }
  const query = new URLSearchParams(search);
  const joined = segments.join('/');
  for (const page of Object.keys(FIXED) as FixedPage[]) if (same(joined, FIXED[page])) return { page };

  const [first, second, third] = segments;
  const count = segments.length;
  if (same(first, 'busca') && count === 1) return { page: 'search', term: (query.get('n') ?? '').trim() };
  if (same(first, 'produto')) return count === 2 ? { page: 'product', slug: second! } : null;
  if (same(first, 'customer')) return parseCustomer(segments.slice(1), query);
  const ids = [id(second), id(third)] as const;
  if (same(first, 'institucional') && count === 3 && ids[0] !== null && ids[1] !== null) {
    return { page: 'institutional', idCustomPage: ids[0], idCustomPageContent: ids[1] };
  }
  const last = segments[count - 1];
  if (count === 2 && last === SUFFIX.brand) return { page: 'brand', slug: first! };
  if (count === 2 && last === SUFFIX.group) return { page: 'group', slug: first! };
  if (last === SUFFIX.category && count >= 2 && count <= MAX_CATEGORY_LEVELS + 1) {
    const numeric = count === 2 ? id(first) : null;
    return numeric === null ? { page: 'category', slugs: segments.slice(0, -1) } : { page: 'category', id: numeric };
  }
  return null;
}

function parseCustomer(rest: string[], query: URLSearchParams): CustomerRoute | null {
  const [view = '', a, b] = rest;
  const count = rest.length;
  if (count === 0) return { page: 'customer', view: 'home' };
  if (same(view, 'login') && count === 1) {
    const v = Number(query.get('v'));
    return v === 1 || v === 2 || v === 3 ? { page: 'customer', view: 'login', v } : { page: 'customer', view: 'login' };
  }
  if (same(view, 'checkaccesskey') && count === 1) return { page: 'customer', view: 'checkaccesskey', email: query.get('email') ?? '' };
  if (same(view, 'finishregistration') && count <= 2) return { page: 'customer', view: 'finishregistration', email: a ?? '' };
  if (same(view, 'changepassword')) {
    if (count === 1) return { page: 'customer', view: 'changepassword' };
    return count === 3 && same(a, TOKEN) ? { page: 'customer', view: 'changepassword', token: b! } : null;
  }
  if (same(view, 'order') && same(a, 'details') && count <= 3) {
    if (count === 2) return { page: 'customer', view: 'orderDetails' };
    const idOrder = id(b);
    return idOrder === null ? null : { page: 'customer', view: 'orderDetails', idOrder };
  }
  const known = count === 1 ? CUSTOMER_VIEWS.find((name) => same(view, name)) : undefined;
  return known ? { page: 'customer', view: known as CustomerView } : null;
}

/**
 * The listing route of a category: its friendly path for 1 to 3 levels ('/casa/sala/sofas/c'), its
 * numeric id deeper down ('/41/c'), the only address the listing accepts for a level-4 category.
 */
export function categoryRoute(category: { path: string; idCategory: number }): CategoryRoute {
  const slugs = category.path.split('/').filter(Boolean);
  return slugs.length >= 1 && slugs.length <= MAX_CATEGORY_LEVELS ? { page: 'category', slugs } : { page: 'category', id: category.idCategory };
}
