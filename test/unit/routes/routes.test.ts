import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl, categoryRoute, parseRoute, type CustomerView, type Route } from '../../../src/routes';

/** Text as a shopper or a store may write it, accents and other scripts included, in NFC. */
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((s) => s.normalize('NFC'));
const accented = fc.constantFrom('calçados', 'tênis', 'sofás', 'pão-de-açúcar', 'Óculos', 'coração', 'ação', 'mãe & filha');
/** A friendly URL segment: any text without '/', except the dot segments. */
const slug = fc.oneof(accented, text).filter((s) => !s.includes('/') && s !== '.' && s !== '..');
/** The first segment of a listing address: not one the fixed pages own, not a lone number (an id). */
const RESERVED = ['produto', 'customer'];
const firstSlug = slug.filter((s) => !RESERVED.includes(s.toLowerCase()));
const id = fc.nat({ max: 2_000_000_000 });

const CUSTOMER_VIEWS: CustomerView[] = ['home', 'accesskey', 'register', 'forgot', 'recoverEmail', 'alterEmail', 'edit', 'address', 'order', 'shoppingVoucherDetails', 'digital-products'];

const route: fc.Arbitrary<Route> = fc.oneof(
  fc.constantFrom<Route>(
    { page: 'home' },
    { page: 'cart' },
    { page: 'checkout' },
    { page: 'checkoutIdentification' },
    { page: 'checkoutConfirmation' },
    { page: 'faq' },
    { page: 'privacyPolicy' },
    { page: 'brands' },
    { page: 'notFound' },
  ),
  fc
    .tuple(firstSlug, fc.array(slug, { maxLength: 2 }))
    .filter(([first, rest]) => rest.length > 0 || !/^\d+$/.test(first))
    .map(([first, rest]): Route => ({ page: 'category', slugs: [first, ...rest] })),
  id.map((n): Route => ({ page: 'category', id: n })),
  firstSlug.map((s): Route => ({ page: 'brand', slug: s })),
  firstSlug.map((s): Route => ({ page: 'group', slug: s })),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((term): Route => ({ page: 'search', term: term.trim() })),
  slug.map((s): Route => ({ page: 'product', slug: s })),
  fc.tuple(id, id).map(([a, b]): Route => ({ page: 'institutional', idCustomPage: a, idCustomPageContent: b })),
  fc.constantFrom(...CUSTOMER_VIEWS).map((view): Route => ({ page: 'customer', view })),
  fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const), { nil: undefined }).map((v): Route => (v ? { page: 'customer', view: 'login', v } : { page: 'customer', view: 'login' })),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((email): Route => ({ page: 'customer', view: 'checkaccesskey', email })),
  fc.oneof(fc.constant(''), slug).map((email): Route => ({ page: 'customer', view: 'finishregistration', email })),
  fc.option(slug, { nil: undefined }).map((token): Route => (token ? { page: 'customer', view: 'changepassword', token } : { page: 'customer', view: 'changepassword' })),
  fc.option(id, { nil: undefined }).map((idOrder): Route => (idOrder === undefined ? { page: 'customer', view: 'orderDetails' } : { page: 'customer', view: 'orderDetails', idOrder })),
);

describe('every address of the specs', () => {
  it('builds then parses back to the same route, accents in slugs included', () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(parseRoute(buildUrl(r))).toEqual(r);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses the same route from a full URL and from a Location-like object', () => {
    fc.assert(
      fc.property(route, (r) => {
        const url = new URL(buildUrl(r), 'https://loja.example.com.br');
        expect(parseRoute(url.href)).toEqual(r);
        expect(parseRoute({ pathname: url.pathname, search: url.search })).toEqual(r);
      }),
    );
  });

  it('never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (address) => {
        parseRoute(address);
        parseRoute({ pathname: address, search: '' });
      }),
    );
  });

  it('keeps the accents of a slug and encodes them in the address', () => {
    const route: Route = { page: 'category', slugs: ['moda', 'calçados', 'tênis'] };
    expect(buildUrl(route)).toBe('/moda/cal%C3%A7ados/t%C3%AAnis/c');
    expect(parseRoute('/moda/cal%C3%A7ados/t%C3%AAnis/c')).toEqual(route);
    // typed by hand in the address bar, and in decomposed form (combining accents)
    expect(parseRoute('/moda/calçados/tênis/c')).toEqual(route);
    expect(parseRoute('/moda/calc\u0327ados/te\u0302nis/c')).toEqual(route);
    expect(parseRoute({ pathname: '/produto/p%C3%A3o-de-a%C3%A7%C3%BAcar', search: '' })).toEqual({ page: 'product', slug: 'pão-de-açúcar' });
  });
});

describe('example addresses of the specs', () => {
  it.each<[string, Route]>([
    ['/', { page: 'home' }],
    ['/casa/c', { page: 'category', slugs: ['casa'] }],
    ['/casa/sala/c', { page: 'category', slugs: ['casa', 'sala'] }],
    ['/casa/sala/sofas/c', { page: 'category', slugs: ['casa', 'sala', 'sofas'] }],
    ['/casa/sala/sofas/c/', { page: 'category', slugs: ['casa', 'sala', 'sofas'] }],
    ['/41/c', { page: 'category', id: 41 }],
    ['/aurora-casa/m', { page: 'brand', slug: 'aurora-casa' }],
    ['/ofertas/g', { page: 'group', slug: 'ofertas' }],
    ['/busca?n=sof%C3%A1%20retr%C3%A1til', { page: 'search', term: 'sofá retrátil' }],
    ['/busca?n=mesa+de+jantar&brand=3', { page: 'search', term: 'mesa de jantar' }],
    ['/busca', { page: 'search', term: '' }],
    ['/produto/sofa-retratil', { page: 'product', slug: 'sofa-retratil' }],
    ['/carrinho', { page: 'cart' }],
    ['/checkout/identification', { page: 'checkoutIdentification' }],
    ['/checkout/confirmacao?pedido=1042', { page: 'checkoutConfirmation' }],
    ['/Checkout/Confirmacao/', { page: 'checkoutConfirmation' }],
    ['/checkout', { page: 'checkout' }],
    ['/perguntas-frequentes', { page: 'faq' }],
    ['/institucional/3/12', { page: 'institutional', idCustomPage: 3, idCustomPageContent: 12 }],
    ['/politica-de-privacidade', { page: 'privacyPolicy' }],
    ['/marcas', { page: 'brands' }],
    ['/fale-conosco', { page: 'contact' }],
    ['/404', { page: 'notFound' }],
    ['/customer', { page: 'customer', view: 'home' }],
    ['/customer/login', { page: 'customer', view: 'login' }],
    ['/customer/login?v=2', { page: 'customer', view: 'login', v: 2 }],
    ['/customer/login?v=9', { page: 'customer', view: 'login' }],
    ['/customer/accesskey', { page: 'customer', view: 'accesskey' }],
    ['/customer/checkaccesskey?email=maria%40example.com', { page: 'customer', view: 'checkaccesskey', email: 'maria@example.com' }],
    ['/customer/checkaccesskey', { page: 'customer', view: 'checkaccesskey', email: '' }],
    ['/customer/finishregistration/maria@example.com', { page: 'customer', view: 'finishregistration', email: 'maria@example.com' }],
    ['/customer/finishregistration', { page: 'customer', view: 'finishregistration', email: '' }],
    ['/customer/register', { page: 'customer', view: 'register' }],
    ['/customer/forgot', { page: 'customer', view: 'forgot' }],
    ['/customer/recoverEmail', { page: 'customer', view: 'recoverEmail' }],
    ['/customer/changepassword', { page: 'customer', view: 'changepassword' }],
    ['/customer/changepassword/ChangePasswordToken/a1b2c3', { page: 'customer', view: 'changepassword', token: 'a1b2c3' }],
    ['/customer/alterEmail', { page: 'customer', view: 'alterEmail' }],
    ['/customer/confirmar-email?token=Ab_9-x', { page: 'customer', view: 'confirmar-email' }],
    ['/customer/confirmar-email', { page: 'customer', view: 'confirmar-email' }],
    ['/customer/edit', { page: 'customer', view: 'edit' }],
    ['/customer/address', { page: 'customer', view: 'address' }],
    ['/customer/order', { page: 'customer', view: 'order' }],
    ['/customer/order/details', { page: 'customer', view: 'orderDetails' }],
    ['/customer/order/details/1234', { page: 'customer', view: 'orderDetails', idOrder: 1234 }],
    ['/customer/shoppingVoucherDetails', { page: 'customer', view: 'shoppingVoucherDetails' }],
    ['/customer/digital-products', { page: 'customer', view: 'digital-products' }],
  ])('%s', (address, expected) => {
    expect(parseRoute(address)).toEqual(expected);
  });

  it.each([
    ['a category four levels deep by friendly URL', '/moda/calcados/tenis/tenis-casuais/c'],
    ['a category path of five segments', '/a/b/c/d/e/c'],
    ['/c alone', '/c'],
    ['a friendly URL without its suffix', '/casa'],
    ['two segments without a suffix', '/casa/sala'],
    ['a brand of two segments', '/a/b/m'],
    ['a group of two segments', '/a/b/g'],
    ['a product without its slug', '/produto'],
    ['a product path with more segments', '/produto/a/b'],
    ['an unknown customer page', '/customer/pedidos'],
    ['an order id that is no number', '/customer/order/details/abc'],
    ['a token without its marker', '/customer/changepassword/a1b2c3'],
    ['an institutional page without numeric ids', '/institucional/sobre/nos'],
    ['an institutional page with one id', '/institucional/3'],
    ['a malformed escape', '/cal%E7ados/c'],
    ['an escaped slash inside a slug', '/casa%2Fsala/c'],
  ])('rejects %s (%s)', (_what, address) => {
    expect(parseRoute(address)).toBeNull();
  });
});

describe('the address of a category', () => {
  it('is its friendly path down to level 3 and its id below', () => {
    expect(buildUrl(categoryRoute({ path: 'casa/sala/sofas', idCategory: 9 }))).toBe('/casa/sala/sofas/c');
    expect(buildUrl(categoryRoute({ path: 'moda/calcados/tenis/tenis-casuais', idCategory: 41 }))).toBe('/41/c');
    expect(parseRoute(buildUrl(categoryRoute({ path: 'moda/calcados/tenis/tenis-casuais', idCategory: 41 })))).toEqual({ page: 'category', id: 41 });
  });
});

describe('built addresses', () => {
  it('trims a search term and encodes it', () => {
    expect(buildUrl({ page: 'search', term: '  a&b ' })).toBe('/busca?n=a%26b');
    expect(buildUrl({ page: 'search', term: 'mesa de jantar' })).toBe('/busca?n=mesa%20de%20jantar');
  });

  it('write the customer pages as the customer-area spec lists them', () => {
    expect(buildUrl({ page: 'customer', view: 'home' })).toBe('/customer');
    expect(buildUrl({ page: 'customer', view: 'login', v: 1 })).toBe('/customer/login?v=1');
    expect(buildUrl({ page: 'customer', view: 'checkaccesskey', email: 'a+b@x.com' })).toBe('/customer/checkaccesskey?email=a%2Bb%40x.com');
    expect(buildUrl({ page: 'customer', view: 'orderDetails', idOrder: 7 })).toBe('/customer/order/details/7');
    expect(buildUrl({ page: 'customer', view: 'changepassword', token: 'xyz' })).toBe('/customer/changepassword/ChangePasswordToken/xyz');
  });
});

describe("the order confirmation's address (src/routes/confirmation.ts)", () => {
  it('writes and reads the order number in ?pedido=, and the page is the fixed route', async () => {
    const { confirmationOrderId, confirmationUrl } = await import('../../../src/routes/confirmation');
    expect(confirmationUrl(1042)).toBe('/checkout/confirmacao?pedido=1042');
    expect(parseRoute(confirmationUrl(1042))).toEqual({ page: 'checkoutConfirmation' });
    expect(confirmationOrderId('?pedido=1042')).toBe(1042);
    for (const search of ['', '?pedido=', '?pedido=abc', '?pedido=-3', '?pedido=1e3']) expect(confirmationOrderId(search), search).toBeUndefined();
  });
});
