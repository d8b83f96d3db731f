/**
 * placeOrder and checkoutOptions through HTTP: one transaction re-prices the cart (discount key, voucher,
 * shipping for the address's CEP), checks stock and limits, counts the key and the voucher, debits store
 * credit, writes the order (Novo, Pix BR Code or boleto line) and empties the cart.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents, FreightOption } from '../../src/api/operations';
import type { CheckoutOptionsAnswer, OrderDetails, PlaceOrderAnswer, StoreCreditAnswer } from '../../src/api/operations/orders.types';
import { amountOf, barcodeOf, dueDateFactor } from '../../src/payment/boleto';
import { hasValidCrc } from '../../src/payment/pix';
import { addItem, cartOf, login, productPicker } from './cart-helpers';
import { buildApp } from '../../server/app';
import { serverForThisFile, TestClient } from './helpers';

// placeOrder is in the 'account' class (20 a minute per IP): this file places more, the last test checks the cap
const file = serverForThisFile({ limits: { account: { max: 1000, timeWindow: 60_000 }, form: null } });
const product = productPicker(file);
const SAO_PAULO = '01310100';
const RIO = '20040020';

let customers = 0;
/** A fresh customer (Maria's password) with one address at `cep`, signed in. */
async function shopper(cep = SAO_PAULO): Promise<{ client: TestClient; id: number; idAddress: number }> {
  customers += 1;
  const [row] = await file.rows<{ id: number }>(sql`
    insert into customers (name, email, person_type, password_hash, term_accepted, policy_privacy_version)
    select ${`Cliente ${customers}`}, ${`checkout${customers}@example.com`}, 'F', password_hash, true, '2' from customers where id = 1 returning id`);
  const [address] = await file.rows<{ id: number }>(sql`
    insert into addresses (customer_id, receiver, phone_contact, is_default, zip_code, street_address, number, neighbourhood, city, state)
    values (${row!.id}, 'Cliente Teste', '11987654321', true, ${cep}, 'Rua Teste', '10', 'Centro', ${cep === RIO ? 'Rio de Janeiro' : 'São Paulo'}, ${cep === RIO ? 'RJ' : 'SP'})
    returning id`);
  const client = new TestClient(file.server.app);
  expect((await login(client, `checkout${customers}@example.com`)).statusCode).toBe(200);
  return { client, id: Number(row!.id), idAddress: Number(address!.id) };
}

async function chooseShipping(client: TestClient, postcode: string, name: string): Promise<CartContents> {
  const options = (await client.call('getShippingOptions', null, { postcode })).json<FreightOption[]>();
  const mode = options.find((o) => o.shippingMode.name === name);
  expect(mode, name).toBeDefined();
  const answer = await client.call('setShippingCookie', null, { postcode, idShippingMode: mode!.shippingMode.idShippingMode });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CartContents>();
}

const place = (client: TestClient, json: unknown) => client.post('/api/checkout/order', { request: 'placeOrder', params: null, json });
const details = async (client: TestClient, id: number) => (await client.call('getOrderDetails', `idOrder=${id}`)).json<OrderDetails>();
/** Reais to the cent (a sum of reais in a test drifts in floating point). */
const reais = (value: number) => Math.round(value * 100) / 100;
/** Field 54 of a Pix BR Code: the amount, its length first. */
const brCodeAmount = (amount: number) => `54${String(amount.toFixed(2).length).padStart(2, '0')}${amount.toFixed(2)}`;
const pixDiscountOf = async (idOrder: number) => Number((await file.rows<{ pix_discount: string }>(sql`select pix_discount from orders where id = ${idOrder}`))[0]!.pix_discount);
const stockOf = async (skuId: number) => Number((await file.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`))[0]!.stock);

describe('placeOrder', () => {
  it('places a Pix order: re-priced total less the Pix discount, a BR Code with a valid CRC and the amount, stock taken, cart emptied', async () => {
    const { client, idAddress } = await shopper();
    const item = await product({ price: 120, stock: 5 });
    expect((await addItem(client, item.product_id, 2)).statusCode).toBe(200);
    const cart = await chooseShipping(client, SAO_PAULO, 'Econômica');
    const answer = await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json<PlaceOrderAnswer>();
    // the seed's 5 % of the items (R$ 240,00), not of the shipping
    const pixTotal = reais(cart.total - 12);
    expect(order.total).toBe(pixTotal);
    expect(order.items).toEqual([{ idProduct: item.product_id, name: item.name, price: 120, quantity: 2 }]);

    const placed = await details(client, order.idOrder);
    expect(placed).toMatchObject({ total: pixTotal, totalItens: 240, totalDiscount: 12, totalShipping: cart.totalShipping, nameShipping: 'Econômica', address: { zipCode: SAO_PAULO } });
    expect(placed.historyListOrderStatus).toEqual([expect.objectContaining({ statusName: 'Novo', statusCode: '01' })]);
    const code = placed.orderPayment.codeLinkPayment!;
    expect(placed.orderPayment).toMatchObject({ method: 'pix', namePaymentMethodGateway: 'Pix' });
    expect(hasValidCrc(code)).toBe(true);
    expect(code).toContain(brCodeAmount(pixTotal));
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('5909Jet Store');
    expect(code).toContain('6009Sao Paulo');
    expect(code).toContain(`0510${String(order.idOrder).padStart(10, '0')}`);
    expect(await stockOf(item.sku_id)).toBe(3);
    expect((await cartOf(client)).items).toEqual([]);
    const history = (await client.call('getOrders', 'page=1&pageSize=10')).json<{ orderSimples: Array<{ idOrder: number; nameStatus: string }> }>();
    expect(history.orderSimples).toEqual([expect.objectContaining({ idOrder: order.idOrder, nameStatus: 'Novo' })]);
    // the same cart cannot be ordered twice
    expect((await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false })).json()).toMatchObject({ error: 'Seu carrinho está vazio.' });
  });

  it('places a boleto order whose linha digitável gives back the total and a due date two days on', async () => {
    const { client, idAddress } = await shopper();
    const item = await product({ price: 150, stock: 5 });
    await addItem(client, item.product_id, 1);
    const cart = await chooseShipping(client, SAO_PAULO, 'Expressa');
    const order = (await place(client, { idAddress, paymentMethod: 'boleto', useStoreCredit: false })).json<PlaceOrderAnswer>();
    const placed = await details(client, order.idOrder);
    expect(placed.orderPayment).toMatchObject({ method: 'boleto', namePaymentMethodGateway: 'Boleto bancário' });
    const line = placed.orderPayment.codeLinkPayment!;
    expect(line).toMatch(/^\d{47}$/);
    const barcode = barcodeOf(line);
    expect(barcode).not.toBeNull();
    expect(barcode!.slice(0, 3)).toBe('001');
    expect(amountOf(barcode!)).toBe(cart.total);
    expect(Number(barcode!.slice(5, 9))).toBe(dueDateFactor(new Date(Date.parse(placed.dateOrder) + 2 * 86_400_000)));
  });

  it('takes the Pix discount off the items only for Pix, half up to the cent, keeps it on the order, and none at 0 %', async () => {
    const item = await product({ price: 110.1, stock: 10 });
    const orderOf = async (paymentMethod: 'pix' | 'boleto') => {
      const { client, idAddress } = await shopper();
      await addItem(client, item.product_id, 1);
      const cart = await chooseShipping(client, SAO_PAULO, 'Expressa');
      expect(cart.totalShipping).toBeGreaterThan(0);
      const answer = await place(client, { idAddress, paymentMethod, useStoreCredit: false });
      expect(answer.statusCode, answer.body).toBe(200);
      const order = answer.json<PlaceOrderAnswer>();
      return { cart, order, placed: await details(client, order.idOrder), pixDiscount: await pixDiscountOf(order.idOrder) };
    };
    // 5 % of R$ 110,10 is R$ 5,505: R$ 5,51 (half up); the shipping keeps its price
    const pix = await orderOf('pix');
    expect(pix.order.total).toBe(reais(pix.cart.total - 5.51));
    expect(pix.placed).toMatchObject({ total: reais(pix.cart.total - 5.51), totalDiscount: 5.51, totalShipping: pix.cart.totalShipping });
    expect(pix.pixDiscount).toBe(5.51);
    expect(pix.placed.orderPayment.codeLinkPayment).toContain(brCodeAmount(reais(pix.cart.total - 5.51)));

    const boleto = await orderOf('boleto');
    expect(boleto.order.total).toBe(boleto.cart.total);
    expect(boleto.placed.totalDiscount).toBe(0);
    expect(boleto.pixDiscount).toBe(0);
    expect(amountOf(barcodeOf(boleto.placed.orderPayment.codeLinkPayment!)!)).toBe(boleto.cart.total);

    await file.server.database.db.execute(sql`update company_settings set pix_discount_percent = 0`);
    try {
      const none = await orderOf('pix');
      expect(none.order.total).toBe(none.cart.total);
      expect(none.pixDiscount).toBe(0);
      expect(none.placed.orderPayment.codeLinkPayment).toContain(brCodeAmount(none.cart.total));
    } finally {
      await file.server.database.db.execute(sql`update company_settings set pix_discount_percent = 5`);
    }
  });

  it('places a cart of only digital products without an address', async () => {
    const { client } = await shopper();
    const item = await product({ price: 110, stock: 10, virtual: true });
    await addItem(client, item.product_id, 1);
    expect((await client.call('addFreightDigitalCart')).statusCode).toBe(200);
    expect((await client.call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: false });
    const answer = await place(client, { idAddress: null, paymentMethod: 'pix', useStoreCredit: false });
    expect(answer.statusCode, answer.body).toBe(200);
    const placed = await details(client, answer.json<PlaceOrderAnswer>().idOrder);
    expect(placed).toMatchObject({ address: null, orderHasVirtualProducts: true, totalShipping: 0 });
    expect((await client.call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: true });
  });

  it('demands no shipping choice for a cart of only digital products', async () => {
    const { client } = await shopper();
    const item = await product({ price: 105, stock: 10, virtual: true });
    await addItem(client, item.product_id, 1);
    // no addFreightDigitalCart, no postcode: the digital mode is the cart's freight
    const answer = await place(client, { idAddress: null, paymentMethod: 'pix', useStoreCredit: false });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await details(client, answer.json<PlaceOrderAnswer>().idOrder)).toMatchObject({ address: null, totalShipping: 0 });
  });

  it('asks to choose the shipping again when the chosen mode does not serve the address\'s CEP, or none was chosen', async () => {
    const { client, idAddress } = await shopper(RIO);
    const item = await product({ price: 130, stock: 5 });
    await addItem(client, item.product_id, 1);
    const none = await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'Escolha a forma de entrega no carrinho antes de finalizar o pedido.' });
    await chooseShipping(client, SAO_PAULO, 'Motoboy (São Paulo capital)');
    const refused = await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'A forma de entrega escolhida não atende o CEP deste endereço. Escolha o frete novamente.' });
    expect(await stockOf(item.sku_id)).toBe(5);
    expect((await cartOf(client)).items).toHaveLength(1);
    // the same mode quoted for Rio works
    await chooseShipping(client, RIO, 'Econômica');
    expect((await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false })).statusCode).toBe(200);
  });

  it('refuses a short stock naming the products, and the cart limits, without writing anything', async () => {
    const { client, id, idAddress } = await shopper();
    const item = await product({ price: 60, stock: 5 });
    await addItem(client, item.product_id, 3);
    await chooseShipping(client, SAO_PAULO, 'Econômica');
    await file.server.database.db.execute(sql`update skus set stock = 2 where id = ${item.sku_id}`);
    const short = await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: `Estoque insuficiente para: ${item.name}. Ajuste as quantidades no carrinho.` });
    expect(await stockOf(item.sku_id)).toBe(2);

    // the store's minimum of R$ 100,00 (limit V)
    await file.server.database.db.execute(sql`update skus set stock = 5 where id = ${item.sku_id}`);
    const [line] = (await cartOf(client)).items;
    await client.call('changeCartItemQuantity', null, { idCartItem: line!.idCartItem, quantity: 1 });
    const small = await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(small.statusCode).toBe(400);
    expect(small.json<{ error: string }>().error).toContain('100,00');
    expect(await file.rows(sql`select id from orders where customer_id = ${id}`)).toEqual([]);
  });

  it('counts the discount key once and marks the voucher used: the second shopper is refused', async () => {
    await file.server.database.db.execute(sql`
      insert into discount_keys (key, description, type_discount, value_discount, max_uses, used_count) values ('UMAVEZ', 'teste', 2, 10, 1, 0)`);
    const first = await shopper();
    const second = await shopper();
    const item = await product({ price: 200, stock: 10 });
    for (const { client } of [first, second]) {
      await addItem(client, item.product_id, 1);
      expect((await client.call('applyDiscount', null, { key: 'umavez' })).statusCode).toBe(200);
      expect((await client.call('applyVoucher', null, { code: 'VALE100' })).statusCode).toBe(200);
      await chooseShipping(client, SAO_PAULO, 'Econômica');
    }
    const cart = await cartOf(first.client);
    const placed = await place(first.client, { idAddress: first.idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await details(first.client, placed.json<PlaceOrderAnswer>().idOrder);
    // Pix: 5 % of the items after the key (R$ 200,00 − 10 % = R$ 190,00), the voucher paying part of the rest
    expect(order.totalDiscount).toBe(10 + 100 + 9.5);
    expect(order.total).toBe(reais(cart.total - 9.5));
    expect(await file.rows(sql`select used_count from discount_keys where key = 'UMAVEZ'`)).toEqual([{ used_count: 1 }]);
    expect(await file.rows(sql`select used from vouchers where code = 'VALE100'`)).toEqual([{ used: true }]);
    expect(await cartOf(first.client)).toMatchObject({ discountKey: null, voucher: null });

    const refused = await place(second.client, { idAddress: second.idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'O cupom UMAVEZ não é mais válido. Remova-o do carrinho e tente novamente.' });
    await second.client.call('removeDiscount');
    const voucherRefused = await place(second.client, { idAddress: second.idAddress, paymentMethod: 'pix', useStoreCredit: false });
    expect(voucherRefused.statusCode).toBe(409);
    expect(voucherRefused.json()).toMatchObject({ error: 'O vale-presente VALE100 já foi utilizado. Remova-o do carrinho e tente novamente.' });
    expect(await file.rows(sql`select used_count from discount_keys where key = 'UMAVEZ'`)).toEqual([{ used_count: 1 }]);
  });

  it('debits store credit up to the total when asked, and offers the balance at checkout', async () => {
    const { client, id, idAddress } = await shopper();
    await file.server.database.db.execute(sql`
      insert into store_credit_entries (customer_id, kind, amount, note, expires_at) values (${id}, 'C', 50, 'Crédito de teste', now() + interval '30 days'),
        (${id}, 'C', 500, 'Crédito vencido', now() - interval '1 day')`);
    expect((await client.call('getCheckoutOptions')).json<CheckoutOptionsAnswer>()).toEqual({
      paymentMethods: [{ method: 'pix', name: 'Pix' }, { method: 'boleto', name: 'Boleto bancário' }, { method: 'card', name: 'Cartão de crédito' }],
      storeCredit: 50,
    });
    const item = await product({ price: 100, stock: 5 });
    await addItem(client, item.product_id, 1);
    const cart = await chooseShipping(client, SAO_PAULO, 'Econômica');
    const order = (await place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: true })).json<PlaceOrderAnswer>();
    // the Pix discount (5 % of R$ 100,00) first, then the credit pays part of what is left
    expect(order.total).toBe(reais(cart.total - 5 - 50));
    const placed = await details(client, order.idOrder);
    expect(placed.totalShoppingVoucher).toBe(50);
    expect(placed.orderPayment.codeLinkPayment).toContain(brCodeAmount(reais(cart.total - 5 - 50)));
    const credit = (await client.call('getGiftCards')).json<StoreCreditAnswer>();
    expect(credit.balance).toBe(0);
    expect(credit.debits).toEqual([expect.objectContaining({ amount: 50, idOrder: order.idOrder })]);
  });

  it('uses no more store credit than the total', async () => {
    const { client, id, idAddress } = await shopper();
    await file.server.database.db.execute(sql`insert into store_credit_entries (customer_id, kind, amount, note, expires_at) values (${id}, 'C', 1000, 'Crédito alto', now() + interval '30 days')`);
    const item = await product({ price: 120, stock: 5 });
    await addItem(client, item.product_id, 1);
    const cart = await chooseShipping(client, SAO_PAULO, 'Econômica');
    const order = (await place(client, { idAddress, paymentMethod: 'boleto', useStoreCredit: true })).json<PlaceOrderAnswer>();
    expect(order.total).toBe(0);
    expect((await details(client, order.idOrder)).totalShoppingVoucher).toBe(cart.total);
    expect((await client.call('getGiftCards')).json<StoreCreditAnswer>().balance).toBeCloseTo(1000 - cart.total, 2);
  });

  it('refuses a visitor, an address of another customer and bad input (400, never 500)', async () => {
    const visitor = new TestClient(file.server.app);
    const anonymous = await place(visitor, { idAddress: 1, paymentMethod: 'pix', useStoreCredit: false });
    expect(anonymous.statusCode).toBe(401);
    const { client } = await shopper();
    const item = await product({ price: 120, stock: 5 });
    await addItem(client, item.product_id, 1);
    await chooseShipping(client, SAO_PAULO, 'Econômica');
    const foreign = await place(client, { idAddress: 1, paymentMethod: 'pix', useStoreCredit: false });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Endereço de entrega não encontrado. Escolha outro endereço.' });
    const required = await place(client, { idAddress: null, paymentMethod: 'pix', useStoreCredit: false });
    expect(required.json()).toMatchObject({ error: 'Escolha o endereço de entrega.' });
    const junk: unknown[] = [
      null, 'pix', 42, [], {}, { idAddress: 'um', paymentMethod: 'pix', useStoreCredit: false }, { idAddress: 1, paymentMethod: 'card', useStoreCredit: false },
      { idAddress: 1, paymentMethod: 'pix', useStoreCredit: 'sim' }, { idAddress: 1e308, paymentMethod: 'pix', useStoreCredit: false },
      { idAddress: -1, paymentMethod: 'pix', useStoreCredit: false }, { idAddress: 1.5, paymentMethod: 'pix', useStoreCredit: false },
      { idAddress: Number.MAX_SAFE_INTEGER, paymentMethod: 'boleto', useStoreCredit: true }, { idAddress: { $gt: 0 }, paymentMethod: ['pix'], useStoreCredit: 1 },
      { idAddress: 1, paymentMethod: 'pix\u0000', useStoreCredit: false },
    ];
    for (const json of junk) {
      const response = await place(client, json);
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^(Dados da requisição inválidos\.)$/);
    }
    expect((await cartOf(client)).items).toHaveLength(1);
  });

  it('places one order when the same cart is sent twice at once', async () => {
    const { client, idAddress } = await shopper();
    const item = await product({ price: 120, stock: 5 });
    await addItem(client, item.product_id, 2);
    await chooseShipping(client, SAO_PAULO, 'Econômica');
    const answers = await Promise.all([1, 2].map(() => place(client, { idAddress, paymentMethod: 'pix', useStoreCredit: false })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ error: 'Seu carrinho está vazio.' });
    expect(await stockOf(item.sku_id)).toBe(3);
  });

  it('is rate limited as an account action', async () => {
    const limited = await buildApp({ db: file.server.database.db, limits: { account: { max: 2, timeWindow: 60_000 } } });
    await limited.ready();
    try {
      const client = new TestClient(limited);
      expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await place(client, { idAddress: 1, paymentMethod: 'pix', useStoreCredit: false })).statusCode);
      expect(answers[2]).toBe(429);
      expect(answers.slice(0, 2)).not.toContain(429);
    } finally {
      await limited.close();
    }
  });
});
