/**
 * Every address of the specs, parsed and built in one place (catalogue-and-discovery §2,
 * cart-and-purchase §2, customer-area §2). Pure and dependency-free: widgets, stories and the server
 * use it alike.
 *
 * Friendly URLs (slugs) are held decoded, in Unicode NFC, with their case kept: '/cal%C3%A7ados/c'
 * parses to `{ page: 'category', slugs: ['calçados'] }` and builds back to the same address. A segment
 * whose escapes are malformed, or that holds a '/', is no address at all.
 *
 * Written for size (it is in the core chunk of every page): tables instead of a branch per page, no
 * repeated literals. The tests in test/unit/routes pin the behaviour.
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
  | 'digital-products'
  /** The link e-mailed to a new address (issue 22): '/customer/confirmar-email?token={token}' (the widget reads the token). */
  | 'confirmar-email';

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
  /** After 'Finalizar pedido' (ours, issue 25): '/checkout/confirmacao'; its `?pedido=` is ./confirmation.ts's. */
  | { page: 'checkoutConfirmation' }
  | { page: 'faq' }
  | { page: 'institutional'; idCustomPage: number; idCustomPageContent: number }
  | { page: 'privacyPolicy' }
  | { page: 'brands' }
  | { page: 'contact' }
  | { page: 'notFound' }
  | CustomerRoute;

export type RoutePage = Route['page'];

type FixedPage = 'home' | 'cart' | 'checkoutIdentification' | 'checkout' | 'checkoutConfirmation' | 'faq' | 'privacyPolicy' | 'brands' | 'contact' | 'notFound';
/** The pages without parameters and their paths (in lower case: parseRoute compares in lower case). */
const FIXED: Record<FixedPage, string> = {
  home: '',
  cart: 'carrinho',
  checkoutIdentification: 'checkout/identification',
  checkout: 'checkout',
  checkoutConfirmation: 'checkout/confirmacao',
  faq: 'perguntas-frequentes',
  privacyPolicy: 'politica-de-privacidade',
  brands: 'marcas',
  contact: 'fale-conosco',
  notFound: '404',
};
/** '/customer/{view}' without parameters, but home ('/customer'). */
const CUSTOMER_VIEWS = 'accesskey register forgot recoverEmail alterEmail edit address order shoppingVoucherDetails digital-products confirmar-email'.split(' ') as CustomerView[];
const TOKEN = 'ChangePasswordToken';

const encodeQuery = encodeURIComponent;
const encode = (segment: string) => encodeQuery(segment.normalize('NFC'));
/** A number of 1 to 15 digits, or -1. */
const id = (text?: string): number => (/^\d{1,15}$/.test(text!) ? +text! : -1);

/** The route's address: path and, for search and some customer pages, the query. */
export function buildUrl(route: Route): string {
  const page = route.page;
  return `/${
    page == 'category'
      ? `${'id' in route ? route.id : route.slugs.map(encode).join('/')}/c`
      : page == 'brand' || page == 'group'
        ? `${encode(route.slug)}/${page == 'brand' ? 'm' : 'g'}`
        : page == 'search'
          ? `busca?n=${encodeQuery(route.term.trim())}`
          : page == 'product'
            ? `produto/${encode(route.slug)}`
            : page == 'institutional'
              ? `institucional/${route.idCustomPage}/${route.idCustomPageContent}`
              : page == 'customer'
                ? 'customer' + customerPath(route)
                : FIXED[page]
  }`;
}

function customerPath(route: CustomerRoute): string {
  const view = route.view;
  return view == 'home'
    ? ''
    : view == 'orderDetails'
      ? `/order/details${route.idOrder === undefined ? '' : `/${route.idOrder}`}`
      : `/${view}${
          view == 'login'
            ? route.v
              ? `?v=${route.v}`
              : ''
            : view == 'checkaccesskey'
              ? `?email=${encodeQuery(route.email)}`
              : view == 'finishregistration'
                ? route.email
                  ? `/${encode(route.email)}`
                  : ''
                : view == 'changepassword' && route.token
                  ? `/${TOKEN}/${encode(route.token)}`
                  : ''
        }`;
}

/**
 * The route of an address ('/casa/sala/c', 'https://loja/busca?n=sofá', `window.location`), or null when
 * it names no page of the specs (a category deeper than three levels, '/casa' without /c, an unknown
 * customer page ...): the store's 404. Empty segments and a trailing slash are ignored.
 */
export function parseRoute(address: string | Pick<Location, 'pathname' | 'search'>): Route | null {
  // Only the path and the query are read: the base's host does not matter.
  const { pathname, search } = typeof address == 'string' ? new URL(address, 'http://a') : address;
  // A malformed escape decodes to '/', as an encoded '/' does: no address.
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      try {
        return decodeURIComponent(raw).normalize('NFC');
      } catch {
        return '/';
      }
    });
  if (segments.join('').includes('/')) return null;
  const query = new URLSearchParams(search);
  const count = segments.length;
  const [first, second, third, fourth] = segments;
  const last = segments[count - 1];
  // Page words match in any case (TOKEN too: 'changepasswordtoken').
  const lower = segments.join('/').toLowerCase();
  const [word, view, word3] = lower.split('/');
  let page: keyof typeof FIXED;
  for (page in FIXED) if (FIXED[page] == lower) return { page };

  if (word == 'busca' && count == 1) return { page: 'search', term: (query.get('n') ?? '').trim() };
  if (word == 'produto') return count == 2 ? { page: 'product', slug: second! } : null;
  if (word == 'customer') {
    const customer = (view: string, extra?: object | false) => ({ page: 'customer', view, ...extra }) as CustomerRoute;
    const v = Number(query.get('v'));
    const idOrder = id(fourth);
    const known = CUSTOMER_VIEWS.find((name) => name.toLowerCase() == view);
    return count == 1
      ? customer('home')
      : view == 'login' && count == 2
        ? customer(view, [1, 2, 3].includes(v) && { v })
        : view == 'checkaccesskey' && count == 2
          ? customer(view, { email: query.get('email') ?? '' })
          : view == 'finishregistration' && count < 4
            ? customer(view, { email: third ?? '' })
            : view == 'changepassword'
              ? count == 2
                ? customer(view)
                : count == 4 && word3 == 'changepasswordtoken'
                  ? customer(view, { token: fourth })
                  : null
              : view == 'order' && word3 == 'details' && count < 5
                ? count == 3
                  ? customer('orderDetails')
                  : idOrder < 0
                    ? null
                    : customer('orderDetails', { idOrder })
                : count == 2 && known
                  ? customer(known)
                  : null;
  }
  const idCustomPage = id(second);
  const idCustomPageContent = id(third);
  const numeric = count == 2 ? id(first) : -1;
  return word == 'institucional' && count == 3 && idCustomPage >= 0 && idCustomPageContent >= 0
    ? { page: 'institutional', idCustomPage, idCustomPageContent }
    : count == 2 && (last == 'm' || last == 'g')
      ? { page: last == 'm' ? 'brand' : 'group', slug: first! }
      : last == 'c' && count > 1 && count <= MAX_CATEGORY_LEVELS + 1
        ? numeric < 0
          ? { page: 'category', slugs: segments.slice(0, -1) }
          : { page: 'category', id: numeric }
        : null;
}

/**
 * The listing route of a category: its friendly path for 1 to 3 levels ('/casa/sala/sofas/c'), its
 * numeric id deeper down ('/41/c'), the only address the listing accepts for a level-4 category.
 */
export function categoryRoute(category: { path: string; idCategory: number }): CategoryRoute {
  const slugs = category.path.split('/').filter(Boolean);
  return slugs.length && slugs.length <= MAX_CATEGORY_LEVELS ? { page: 'category', slugs } : { page: 'category', id: category.idCategory };
}
