import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartContents } from '../../src/api/operations';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();
const rows = <T>(query: ReturnType<typeof sql>) => file.rows<T>(query);
const exec = (query: ReturnType<typeof sql>) => file.server.database.db.execute(query);

/** Regular products without variations, each with one SKU of at least `min` units, not used before. */
const used: number[] = [];
async function simpleProduct(min = 5) {
  const [row] = await rows<{ product_id: number; sku_id: number; name: string; url_friendly: string }>(sql`
    select p.id as product_id, s.id as sku_id, p.name, p.url_friendly from products p join skus s on s.product_id = p.id
    where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.stock >= ${min} and s.visible
      and not exists (select 1 from skus s2 join sku_variations sv on sv.sku_id = s2.id where s2.product_id = p.id)
      and p.id <> all(${`{${used.join(',')}}`}::int[])
    order by p.id limit 1`);
  used.push(row!.product_id);
  return row!;
}

/** A product with a price set for the test (no promotion, the SKU without a price of its own). */
async function pricedProduct(price: number, stock = 50) {
  const product = await simpleProduct(1);
  await exec(sql`update products set price = ${price}, price_promotion = null where id = ${product.product_id}`);
  await exec(sql`update skus set price = null, price_promotion = null, stock = ${stock} where id = ${product.sku_id}`);
  return product;
}

const add = (client: TestClient, idProduct: number, quantity = 1) =>
  client.call('addProductToCart', null, { idProduct, idSku: null, quantity, isRecurrent: false });
const contents = async (client: TestClient) => (await client.call('getCartContents')).json<CartContents>();
const lineOf = (cart: CartContents, idProduct: number) => cart.items.find((item) => item.idProduct === idProduct)!;

describe('getCartContents', () => {
  it('answers an empty cart to a visitor without creating a session', async () => {
    const client = new TestClient(file.server.app);
    expect(await contents(client)).toEqual({
      items: [],
      total: 0,
      subTotal: 0,
      totalDiscount: 0,
      totalShipping: 0,
      quantityTotalItens: 0,
      cartHasOnlyVirtualProducts: false,
      // The seeded store limits (server/db/seed-cart.ts) and the general free-shipping rule.
      minValue: 100,
      maxValue: 0,
      limits: [{ tipo: 'C', minimo: 0, maximo: 50 }],
      discountKey: null,
      voucher: null,
      totalVoucher: 0,
      shipping: null,
      postcode: null,
      freeShipping: {
        idShipping: expect.any(Number),
        cartDisplayInfo: true,
        cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!',
        remainingValue: 299,
        targetValue: 299,
      },
      reservedUntil: null,
      reservationExtended: false,
      reservationMinutes: 30,
      removedProducts: [],
    });
    expect(client.cookies.has('jet_session')).toBe(false);
  });

  it('answers each line with what the cart page shows, and totals in exact cents', async () => {
    const chair = await pricedProduct(199.9);
    const pen = await pricedProduct(0.1);
    const client = new TestClient(file.server.app);
    await add(client, chair.product_id, 2);
    await add(client, pen.product_id, 3);

    const cart = await contents(client);
    const [image] = await rows<{ url: string }>(sql`select url from product_images where product_id = ${chair.product_id} order by position, id limit 1`);
    const categories = await rows<{ name: string }>(sql`
      select c.name from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = ${chair.product_id} order by c.level, c.id`);
    expect(lineOf(cart, chair.product_id)).toEqual({
      idCartItem: expect.any(Number),
      idProduct: chair.product_id,
      idSku: chair.sku_id,
      quantity: 2,
      name: chair.name,
      originalName: chair.name,
      urlProduct: `/produto/${chair.url_friendly}`,
      price: 199.9,
      pricePromotion: null,
      stock: 50,
      flagExhausted: false,
      etiquetaDisponibilidade: 'Pronta entrega',
      productImage: { imageDefault: image?.url ?? '' },
      cartItemVariations: [],
      categoria: categories.map((c) => c.name),
      limits: [],
      reservedUntil: expect.any(String),
      promotion: null,
    });
    // 2 × 199,90 + 3 × 0,10 = 400,10 (in floats, 0.1 × 3 alone is 0.30000000000000004).
    expect(cart).toMatchObject({ subTotal: 400.1, totalDiscount: 0, totalShipping: 0, total: 400.1, quantityTotalItens: 5, discountKey: null });
  });

  it('takes the promotion when it is below the price, and names the variations of a SKU', async () => {
    const [variant] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.id as product_id, s.id as sku_id from products p join skus s on s.product_id = p.id
      where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.stock > 1 and s.visible
        and exists (select 1 from sku_variations sv where sv.sku_id = s.id)
      order by p.id, s.id limit 1`);
    await exec(sql`update skus set price = 100, price_promotion = 79.9 where id = ${variant!.sku_id}`);
    const variations = await rows<{ reference: string; variation: string }>(sql`
      select r.name as reference, v.name as variation from sku_variations sv join variations v on v.id = sv.variation_id
      join variation_references r on r.id = v.reference_id where sv.sku_id = ${variant!.sku_id} order by r.ordination, r.id`);
    const client = new TestClient(file.server.app);
    await client.call('addProductToCart', null, { idProduct: variant!.product_id, idSku: variant!.sku_id, quantity: 2, isRecurrent: false });
    const cart = await contents(client);
    expect(cart.items[0]).toMatchObject({ price: 100, pricePromotion: 79.9 });
    expect(cart.items[0]!.cartItemVariations).toEqual(variations.map((v) => ({ nameReference: v.reference, nameVariation: v.variation })));
    expect(cart.items[0]!.cartItemVariations.length).toBeGreaterThan(0);
    expect(cart.subTotal).toBe(159.8);
  });

  it('marks a line whose stock ran out as exhausted and leaves it out of the totals', async () => {
    const mug = await pricedProduct(30);
    const plate = await pricedProduct(20);
    const client = new TestClient(file.server.app);
    await add(client, mug.product_id, 1);
    await add(client, plate.product_id, 2);
    await exec(sql`update skus set stock = 0 where id = ${plate.sku_id}`);
    const cart = await contents(client);
    expect(lineOf(cart, plate.product_id)).toMatchObject({ flagExhausted: true, stock: 0, etiquetaDisponibilidade: 'Indisponível' });
    expect(cart).toMatchObject({ subTotal: 30, total: 30, quantityTotalItens: 3 });
  });
});

describe('changeCartItemQuantity', () => {
  it('sets the quantity and answers the whole cart', async () => {
    const product = await pricedProduct(12.5, 10);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 1);
    const line = (await contents(client)).items[0]!;
    const response = await client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 4 });
    expect(response.statusCode).toBe(200);
    const cart = response.json<CartContents>();
    expect(cart.items).toEqual([expect.objectContaining({ idCartItem: line.idCartItem, quantity: 4 })]);
    expect(cart).toMatchObject({ subTotal: 50, total: 50, quantityTotalItens: 4 });
    expect((await client.call('getCartCount')).json()).toEqual({ quantity: 4, removedProducts: [] });
  });

  it('refuses a quantity outside 1-9999 with the cart page text', async () => {
    const product = await pricedProduct(10, 10);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 2);
    const idCartItem = (await contents(client)).items[0]!.idCartItem;
    for (const quantity of [0, -1, 10000, 1.5, 'abc', null, '']) {
      const response = await client.call('changeCartItemQuantity', null, { idCartItem, quantity });
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(response.json()).toEqual({ error: 'Por favor, digite um valor entre 1 e 9999', code: 'INVALID_INPUT' });
    }
    // a list or an object is no quantity a form could send: refused as such, never cast (issue 22)
    for (const quantity of [[], [3], {}]) {
      const response = await client.call('changeCartItemQuantity', null, { idCartItem, quantity });
      expect(response.json(), JSON.stringify(quantity)).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    }
    expect((await contents(client)).items[0]!.quantity).toBe(2);
  });

  it('refuses more than the stock with "Temos apenas {n} em estoque."', async () => {
    const product = await pricedProduct(10, 3);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 1);
    const idCartItem = (await contents(client)).items[0]!.idCartItem;
    const response = await client.call('changeCartItemQuantity', null, { idCartItem, quantity: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Temos apenas 3 em estoque.', code: 'OUT_OF_STOCK' });
    expect((await client.call('changeCartItemQuantity', null, { idCartItem, quantity: 3 })).statusCode).toBe(200);
  });

  it("answers 404 for an item of another shopper's cart and leaves that cart alone", async () => {
    const product = await pricedProduct(10, 10);
    const owner = new TestClient(file.server.app);
    await add(owner, product.product_id, 1);
    const idCartItem = (await contents(owner)).items[0]!.idCartItem;

    for (const stranger of [new TestClient(file.server.app), await (async () => {
      const other = new TestClient(file.server.app);
      await add(other, (await pricedProduct(5)).product_id, 1);
      return other;
    })()]) {
      const response = await stranger.call('changeCartItemQuantity', null, { idCartItem, quantity: 5 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Este item não está mais no seu carrinho.', code: 'NOT_FOUND' });
      expect((await stranger.call('deleteCartItem', null, { idCartItem })).statusCode).toBe(404);
    }
    expect((await contents(owner)).items).toEqual([expect.objectContaining({ idCartItem, quantity: 1 })]);
  });
});

describe("a signed-in customer's cart", () => {
  const login = (client: TestClient, username: string) =>
    client.post('/api/login', { request: 'login', json: { username, password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });

  it('takes the visitor\'s lines at login, follows the customer to another session, and stays apart from other customers', async () => {
    const product = await pricedProduct(25, 10);
    const visitor = new TestClient(file.server.app);
    await add(visitor, product.product_id, 2);
    expect((await login(visitor, 'contato@empresa.example.com')).statusCode).toBe(200);
    const line = lineOf(await contents(visitor), product.product_id);
    expect(line.quantity).toBe(2);

    // The same customer on another device sees and changes the same cart.
    const otherDevice = new TestClient(file.server.app);
    expect((await login(otherDevice, 'contato@empresa.example.com')).statusCode).toBe(200);
    const changed = await otherDevice.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity: 3 });
    expect(lineOf(changed.json<CartContents>(), product.product_id).quantity).toBe(3);

    // Another customer cannot touch it.
    const stranger = new TestClient(file.server.app);
    expect((await login(stranger, 'joao@example.com')).statusCode).toBe(401);
    expect((await login(stranger, 'ana@example.com')).statusCode).toBe(200);
    expect((await stranger.call('deleteCartItem', null, { idCartItem: line.idCartItem })).statusCode).toBe(404);
    expect(lineOf(await contents(visitor), product.product_id).quantity).toBe(3);
  });
});

describe('deleteCartItem', () => {
  it('removes the line and answers the cart without it; a second delete is a 404', async () => {
    const first = await pricedProduct(10);
    const second = await pricedProduct(15);
    const client = new TestClient(file.server.app);
    await add(client, first.product_id, 1);
    await add(client, second.product_id, 2);
    const idCartItem = lineOf(await contents(client), first.product_id).idCartItem;
    const response = await client.call('deleteCartItem', null, { idCartItem });
    expect(response.statusCode).toBe(200);
    expect(response.json<CartContents>()).toMatchObject({ items: [expect.objectContaining({ idProduct: second.product_id })], subTotal: 30, quantityTotalItens: 2 });
    const again = await client.call('deleteCartItem', null, { idCartItem });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Este item não está mais no seu carrinho.', code: 'NOT_FOUND' });
    for (const json of [null, {}, { idCartItem: 'x' }, { idCartItem: -1 }]) {
      expect((await client.call('deleteCartItem', null, json)).statusCode).toBe(400);
    }
  });
});

describe('applyDiscount and removeDiscount', () => {
  it('applies BEMVINDO10 (any case, blanks ignored): 10 % of the subtotal, rounded to the cent', async () => {
    const product = await pricedProduct(33.33);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 1);
    const response = await client.call('applyDiscount', null, { key: ' bemvindo10 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CartContents>()).toMatchObject({ discountKey: 'BEMVINDO10', subTotal: 33.33, totalDiscount: 3.33, total: 30 });
    // The key stays with the cart and follows its changes.
    const idCartItem = (await contents(client)).items[0]!.idCartItem;
    const changed = (await client.call('changeCartItemQuantity', null, { idCartItem, quantity: 3 })).json<CartContents>();
    expect(changed).toMatchObject({ discountKey: 'BEMVINDO10', subTotal: 99.99, totalDiscount: 10, total: 89.99 });

    const removed = await client.call('removeDiscount');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartContents>()).toMatchObject({ discountKey: null, totalDiscount: 0, total: 99.99 });
  });

  it('applies a value key only from its minimum subtotal on', async () => {
    const product = await pricedProduct(150);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 1);
    const below = await client.call('applyDiscount', null, { key: 'CASA50' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ error: 'Este cupom vale para compras a partir de R$\u00a0300,00.', code: 'INVALID_DISCOUNT' });
    const idCartItem = (await contents(client)).items[0]!.idCartItem;
    await client.call('changeCartItemQuantity', null, { idCartItem, quantity: 2 });
    expect((await client.call('applyDiscount', null, { key: 'CASA50' })).json<CartContents>()).toMatchObject({
      discountKey: 'CASA50',
      subTotal: 300,
      totalDiscount: 50,
      total: 250,
    });
    // Below the minimum again: the key stays, its discount is 0.
    expect((await client.call('changeCartItemQuantity', null, { idCartItem, quantity: 1 })).json<CartContents>()).toMatchObject({
      discountKey: 'CASA50',
      totalDiscount: 0,
      total: 150,
    });
  });

  it('refuses an unknown, ended, not yet started or inactive key with "Cupom de desconto inválido."', async () => {
    await exec(sql`insert into discount_keys (key, type_discount, value_discount, starts_at) values ('NATAL2099', 1, 20, '2099-12-01T00:00:00Z')`);
    await exec(sql`insert into discount_keys (key, type_discount, value_discount, active) values ('PAUSADO', 2, 5, false)`);
    const product = await pricedProduct(500);
    const client = new TestClient(file.server.app);
    await add(client, product.product_id, 1);
    for (const key of ['NAOEXISTE', 'VERAO2025', 'NATAL2099', 'PAUSADO', 'x'.repeat(41)]) {
      const response = await client.call('applyDiscount', null, { key });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({ error: 'Cupom de desconto inválido.', code: key.length > 40 ? 'INVALID_INPUT' : 'INVALID_DISCOUNT' });
    }
    const empty = await client.call('applyDiscount', null, { key: '  ' });
    expect(empty.json()).toEqual({ error: 'Informe o cupom de desconto.', code: 'INVALID_INPUT' });
    expect((await contents(client)).discountKey).toBeNull();
  });

  it('gives each cart its own key', async () => {
    const product = await pricedProduct(100);
    const first = new TestClient(file.server.app);
    const second = new TestClient(file.server.app);
    await add(first, product.product_id, 1);
    await add(second, product.product_id, 1);
    await first.call('applyDiscount', null, { key: 'BEMVINDO10' });
    expect((await contents(first)).totalDiscount).toBe(10);
    expect((await contents(second)).totalDiscount).toBe(0);
  });
});
