import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MassiveAddAnswer, MassiveAddItem, Sku } from '../../../src/api/operations';
import { ApiError } from '../../../src/api/errors';
import { addToCart as addFromWidget } from '../../../src/catalogue/add-to-cart';
import { listen } from '../../../src/events';
import { $cartQuantity } from '../../../src/stores/cart';
import { addDigitalFreight, addProducts, takeXPayY } from '../../../src/theme/cart';
import { checkMaintenance, redirect301 } from '../../../src/theme/store';
import { company } from '../../fixtures/api-data';
import { cartLine, cartOf } from '../../fixtures/cart-data';
import { fakeApi } from '../../fixtures/mock-api';

// the entry's analytics decision, kept so a test can wait for it (then check what it did not do)
const analytics = vi.hoisted(() => ({ decisions: [] as Array<Promise<unknown>> }));
vi.mock('../../../src/analytics/start', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/analytics/start')>();
  return {
    ...actual,
    startAnalytics: (...args: Parameters<typeof actual.startAnalytics>) => {
      const decision = actual.startAnalytics(...args);
      analytics.decisions.push(decision);
      return decision;
    },
  };
});

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function added() {
  const handler = vi.fn();
  stops.push(listen('jet:product-added', handler));
  return handler;
}

function showCount() {
  stops.push($cartQuantity.listen(() => undefined));
}

const sofa: MassiveAddItem = { idProduct: 101, idSku: 1010, quantity: 1 };
const shoes: MassiveAddItem = { idProduct: 102, idSku: null, quantity: 9 };

describe('addProducts (massive add)', () => {
  it('sends the ids and quantities, takes the new count and emits jet:product-added for each product that went in', async () => {
    const api = fakeApi({
      cartCount: { quantity: 2, removedProducts: [] },
      massiveAdd: (): MassiveAddAnswer => ({ quantity: 3, added: [sofa], refused: [{ ...shoes, error: 'Temos apenas 4 em estoque.' }] }),
    });
    showCount();
    await vi.waitFor(() => expect($cartQuantity.get().quantity).toBe(2));
    const onAdded = added();

    const answer = await addProducts([
      { ...sofa, name: 'Sofá Retrátil Lisboa', price: 1999.9 },
      { ...shoes, name: 'Tênis Corrida Pro' },
    ]);

    expect(answer.refused).toEqual([{ ...shoes, error: 'Temos apenas 4 em estoque.' }]);
    expect(api.calls.find((c) => c.operation === 'massiveAdd')?.json).toEqual({ items: [sofa, shoes] });
    expect($cartQuantity.get()).toMatchObject({ status: 'ready', quantity: 3 });
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onAdded.mock.calls[0]![0]).toEqual({ ...sofa, name: 'Sofá Retrátil Lisboa', price: 1999.9 });
    // the count came with the answer: no refetch
    expect(api.count('cartCount')).toBe(1);
  });

  it("rejects with the server's text, and emits nothing", async () => {
    fakeApi({ massiveAdd: { fail: 'Carrinho indisponível.', status: 409 } });
    const onAdded = added();
    await expect(addProducts([sofa])).rejects.toMatchObject({ name: 'ApiError', message: 'Carrinho indisponível.', status: 409 });
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('answers an empty add without a request', async () => {
    const api = fakeApi({});
    expect(await addProducts([])).toEqual({ quantity: 0, added: [], refused: [] });
    expect(api.calls).toHaveLength(0);
  });
});

describe('takeXPayY and addDigitalFreight', () => {
  it('answer the whole cart, and the count follows it', async () => {
    const cart = cartOf([cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 3 })], { totalDiscount: 100 });
    const api = fakeApi({ takeXPayY: cart, addDigitalFreight: { ...cart, totalShipping: 5 } });
    expect((await takeXPayY()).totalDiscount).toBe(100);
    expect($cartQuantity.value?.quantity).toBe(3);
    expect((await addDigitalFreight()).totalShipping).toBe(5);
    expect(api.calls.map((c) => [c.request, c.json])).toEqual([
      ['updateTakeXPayY', null],
      ['addFreightDigitalCart', null],
    ]);
  });

  it("reject with the server's text", async () => {
    fakeApi({ addDigitalFreight: { fail: 'O carrinho tem produtos físicos.', status: 400 } });
    const error = await addDigitalFreight().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'O carrinho tem produtos físicos.' });
  });
});

describe('redirect301', () => {
  it('answers the new address of an old one, absolute', async () => {
    const api = fakeApi({ redirect301: { url: '/casa/sala/c' } });
    expect(await redirect301('/sofas')).toBe(new URL('/casa/sala/c', location.href).href);
    const call = api.calls[0]!;
    expect(new URL(call.url).pathname).toBe('/api/redirect301');
    expect(call.json).toEqual({ urlAntiga: '/sofas' });
  });

  it("asks about this page's address by default", async () => {
    const api = fakeApi({ redirect301: { url: null } });
    expect(await redirect301()).toBeNull();
    expect(api.calls[0]!.json).toEqual({ urlAntiga: location.pathname + location.search });
  });

  it('answers null for no redirect, a failed call, an address that is not http(s) or the same address', async () => {
    fakeApi({ redirect301: { url: null } });
    expect(await redirect301('/sofas')).toBeNull();
    fakeApi({ redirect301: { fail: 'Erro', status: 500 } });
    expect(await redirect301('/sofas')).toBeNull();
    fakeApi({ redirect301: { url: 'javascript:alert(1)' } });
    expect(await redirect301('/sofas')).toBeNull();
    fakeApi({ redirect301: { url: '/sofas' } });
    expect(await redirect301('/sofas')).toBeNull();
  });
});

describe('checkMaintenance', () => {
  it('answers whether the store is in maintenance', async () => {
    fakeApi({ checkMaintenanceStatus: { maintenance: true } });
    expect(await checkMaintenance()).toBe(true);
    fakeApi({ checkMaintenanceStatus: { maintenance: false } });
    expect(await checkMaintenance()).toBe(false);
    fakeApi({ checkMaintenanceStatus: { fail: 'Erro', status: 500 } });
    await expect(checkMaintenance()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the entry script', () => {
  it('exports the theme functions, which load their code on the first call', async () => {
    const api = fakeApi({ company: { ...company, statusGTM: false, gtm: 'GTM-ABC123', idPixel: '' }, redirect301: { url: '/casa/sala/c' }, checkMaintenanceStatus: { maintenance: false } });
    const jet = await import('../../../src/entry');
    // the boot asked for the company settings (analytics): a container but GTM off, so nothing was injected
    await vi.waitFor(() => expect(api.count('company')).toBe(1));
    await vi.waitFor(() => expect(analytics.decisions).toHaveLength(1), { timeout: 3000 });
    expect(await analytics.decisions[0]).toBeNull(); // decided: off
    expect(document.scripts).toHaveLength(0);
    expect(await jet.redirect301('/sofas')).toBe(new URL('/casa/sala/c', location.href).href);
    expect(await jet.checkMaintenance()).toBe(false);
    for (const name of ['addProducts', 'takeXPayY', 'addDigitalFreight'] as const) expect(typeof jet[name]).toBe('function');
  });
});

describe("the widgets' add to cart", () => {
  it('tells jet:product-added the name and the unit price paid (the SKU promotion)', async () => {
    fakeApi({ cartContents: cartOf([]), addToCart: { success: true, quantity: 2 } });
    const onAdded = added();
    const sku: Sku = { idSku: 7, stock: 5, price: 120, pricePromotion: 99.9, standard: false, visible: true, variations: [], installmentMax: null };
    const result = await addFromWidget({
      product: { idProduct: 55, stock: 5, skUs: [sku], name: 'Camiseta Básica', price: 130, pricePromotion: null },
      idSku: 7,
      quantity: 2,
    });
    expect(result.ok).toBe(true);
    expect(onAdded).toHaveBeenCalledWith({ idProduct: 55, idSku: 7, quantity: 2, name: 'Camiseta Básica', price: 99.9 }, expect.anything());
  });
});
