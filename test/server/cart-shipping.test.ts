import { describe, expect, it } from 'vitest';
import type { CartContents, FreeShippingTip, FreightOption } from '../../src/api/operations';
import { addItem, cartOf, login, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();
const product = productPicker(file);

const SAO_PAULO = '01310100';
const RIO = '20040002';
const MANAUS = '69010000';

const options = async (client: TestClient, postcode: unknown) => client.call('getShippingOptions', null, { postcode });
const modeId = (list: FreightOption[], name: string) => list.find((option) => option.shippingMode.name === name)!.shippingMode.idShippingMode;

describe('getShippingOptions', () => {
  it('answers the modes of the CEP, cheapest first, priced by weight, and keeps the postcode (cart and cookie)', async () => {
    const item = await product({ price: 50, weightGrams: 1500 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const answer = await options(client, SAO_PAULO);
    expect(answer.statusCode).toBe(200);
    const list = answer.json<FreightOption[]>();
    expect(list).toEqual([
      { shippingMode: { idShippingMode: expect.any(Number), name: 'Motoboy (São Paulo capital)', deliveryTime: 0, usefulDay: false, ScheduledDelivery: false }, valueShipping: 15 },
      { shippingMode: { idShippingMode: expect.any(Number), name: 'Econômica', deliveryTime: 8, usefulDay: true, ScheduledDelivery: false }, valueShipping: 19.9 },
      { shippingMode: { idShippingMode: expect.any(Number), name: 'Expressa', deliveryTime: 3, usefulDay: true, ScheduledDelivery: false }, valueShipping: 34.9 },
      { shippingMode: { idShippingMode: expect.any(Number), name: 'Entrega agendada', deliveryTime: 5, usefulDay: false, ScheduledDelivery: true }, valueShipping: 39.9 },
    ]);
    const cookie = answer.cookies.find((c) => c.name === 'jet_postcode')!;
    expect(cookie).toMatchObject({ value: SAO_PAULO, path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(cookie.httpOnly).toBeFalsy();
    expect((await cartOf(client)).postcode).toBe(SAO_PAULO);

    // Heavier cart: the next weight band. Rio has no motoboy nor scheduled delivery.
    await addItem(client, item.product_id, 2);
    expect((await options(client, RIO)).json<FreightOption[]>()).toEqual([
      expect.objectContaining({ shippingMode: expect.objectContaining({ name: 'Econômica' }), valueShipping: 34.9 }),
      expect.objectContaining({ shippingMode: expect.objectContaining({ name: 'Expressa' }), valueShipping: 54.9 }),
    ]);
  });

  it('answers [] for a CEP no mode serves, and 400 "CEP Inválido" for anything but 8 digits', async () => {
    const client = new TestClient(file.server.app);
    const none = await options(client, MANAUS);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    // a number is not a CEP text: refused as a wrong type, never read as digits (issue 22)
    expect((await options(client, 1310100)).json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    for (const bad of ['0131010a', '0131010', '013101000', 'abcdefgh', '01310-100', '00000000']) {
      const answer = await options(client, bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json()).toEqual({ error: 'CEP Inválido', code: 'INVALID_INPUT' });
    }
    expect((await options(client, '')).json()).toEqual({ error: 'Por favor, insira um cep.', code: 'INVALID_INPUT' });
    expect((await options(client, '0131\u0000100')).statusCode).toBe(400);
  });
});

describe('chooseShipping, clearShipping and the free-shipping tip', () => {
  it('keeps the choice, answers it with the totals, reprices it on every change, and clears it', async () => {
    const item = await product({ price: 100, weightGrams: 1000 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const list = (await options(client, RIO)).json<FreightOption[]>();
    const chosen = await client.call('setShippingCookie', null, { postcode: RIO, idShippingMode: modeId(list, 'Expressa') });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.cookies.find((c) => c.name === 'jet_shipping')?.value).toBe(String(modeId(list, 'Expressa')));
    let cart = chosen.json<CartContents>();
    expect(cart.shipping).toEqual({ ...list.find((o) => o.shippingMode.name === 'Expressa')!, postcode: RIO });
    expect(cart).toMatchObject({ subTotal: 100, totalShipping: 34.9, total: 134.9, postcode: RIO });

    // 5 units: R$ 500,00 reaches the Expressa band from R$ 500 (R$ 29,90) and the general free shipping (R$ 299) for Econômica.
    cart = (await client.call('changeCartItemQuantity', null, { idCartItem: cart.items[0]!.idCartItem, quantity: 5 })).json<CartContents>();
    expect(cart).toMatchObject({ subTotal: 500, totalShipping: 29.9, total: 529.9 });
    expect(cart.freeShipping).toMatchObject({ remainingValue: 0, targetValue: 299 });
    const econ = (await options(client, RIO)).json<FreightOption[]>().find((o) => o.shippingMode.name === 'Econômica')!;
    expect(econ.valueShipping).toBe(0);

    // A postcode the mode does not serve: the choice no longer applies.
    cart = (await client.call('setPostcodeCookie', null, { postcode: MANAUS })).json<CartContents>();
    expect(cart).toMatchObject({ shipping: null, totalShipping: 0, postcode: MANAUS });

    cart = (await client.call('setShippingCookie', null, { postcode: RIO, idShippingMode: econ.shippingMode.idShippingMode })).json<CartContents>();
    expect(cart.shipping).toMatchObject({ valueShipping: 0, postcode: RIO });
    const cleared = await client.call('cancelFreight');
    expect(cleared.json<CartContents>()).toMatchObject({ shipping: null, totalShipping: 0, total: 500, postcode: RIO });
  });

  it('refuses a mode the postcode does not have', async () => {
    const item = await product();
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const list = (await options(client, SAO_PAULO)).json<FreightOption[]>();
    const refused = await client.call('setShippingCookie', null, { postcode: RIO, idShippingMode: modeId(list, 'Motoboy (São Paulo capital)') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Esta forma de entrega não está disponível para o CEP e o carrinho informados.');
    expect((await cartOf(client)).shipping).toBeNull();
  });

  it('answers the tip of a CEP range or the general rule, against the cart', async () => {
    const item = await product({ price: 120 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    const general = (await client.call('getFreeShippingTip', null, { postcode: '' })).json<FreeShippingTip>();
    expect(general).toEqual({
      idShipping: expect.any(Number),
      cartDisplayInfo: true,
      cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!',
      remainingValue: 179,
      targetValue: 299,
    });
    const sp = (await client.call('getFreeShippingTip', null, { postcode: SAO_PAULO })).json<FreeShippingTip>();
    expect(sp).toMatchObject({ remainingValue: 79, targetValue: 199 });
    expect(sp.cartInformation).toContain('[Valor]');
    expect((await client.call('getFreeShippingTip', null, { postcode: 'abc' })).statusCode).toBe(400);
    // The cart's own tip follows its postcode.
    expect((await client.call('setPostcodeCookie', null, { postcode: SAO_PAULO })).json<CartContents>().freeShipping).toMatchObject({ targetValue: 199 });
  });
});

describe('addFreightDigitalCart', () => {
  it('gives a cart of only virtual products the digital delivery, and refuses a physical cart', async () => {
    const ebook = await product({ price: 39.9, virtual: true, weightGrams: 0 });
    const client = new TestClient(file.server.app);
    await addItem(client, ebook.product_id, 1);
    const answer = await client.call('addFreightDigitalCart');
    expect(answer.statusCode).toBe(200);
    const cart = answer.json<CartContents>();
    expect(cart.cartHasOnlyVirtualProducts).toBe(true);
    expect(cart.shipping).toEqual({
      shippingMode: { idShippingMode: expect.any(Number), name: 'Entrega digital', deliveryTime: 0, usefulDay: false, ScheduledDelivery: false },
      valueShipping: 0,
      postcode: '',
    });
    expect(cart.total).toBe(39.9);

    // A physical product joins: the digital delivery no longer applies, and is refused.
    const book = await product({ price: 10 });
    await addItem(client, book.product_id, 1);
    expect((await cartOf(client)).shipping).toBeNull();
    const refused = await client.call('addFreightDigitalCart');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('A entrega digital vale apenas para carrinhos só com produtos digitais ou serviços.');
  });
});

describe('at sign-in', () => {
  it('keeps the postcode, the shipping choice, the discount key and the voucher', async () => {
    const item = await product({ price: 200 });
    const client = new TestClient(file.server.app);
    // The customer already has a cart of an earlier visit.
    const earlier = new TestClient(file.server.app);
    expect((await login(earlier, 'ana@example.com')).statusCode).toBe(200);
    await addItem(earlier, (await product({ price: 5 })).product_id, 1);

    await addItem(client, item.product_id, 1);
    const list = (await options(client, RIO)).json<FreightOption[]>();
    await client.call('setShippingCookie', null, { postcode: RIO, idShippingMode: modeId(list, 'Econômica') });
    await client.call('applyDiscount', null, { key: 'BEMVINDO10' });
    await client.call('applyVoucher', null, { code: 'VALE100' });
    expect((await login(client, 'ana@example.com')).statusCode).toBe(200);
    const cart = await cartOf(client);
    expect(cart).toMatchObject({ postcode: RIO, discountKey: 'BEMVINDO10', voucher: { code: 'VALE100', value: 100 } });
    expect(cart.shipping).toMatchObject({ postcode: RIO, shippingMode: { name: 'Econômica' } });
    expect(cart.items).toHaveLength(2);
  });
});
