import { describe, expect, it } from 'vitest';
import type { CartContents } from '../../src/api/operations';
import { addItem, cartOf, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile({ limits: { cart: null } });
const product = productPicker(file);

describe('concurrent cart writes', () => {
  it('lets exactly one of two shoppers take the last unit', async () => {
    const item = await product({ stock: 1 });
    const shoppers = [new TestClient(file.server.app), new TestClient(file.server.app)];
    await Promise.all(shoppers.map((shopper) => shopper.get('/api/ping')));
    const answers = await Promise.all(shoppers.map((shopper) => addItem(shopper, item.product_id, 1)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ error: 'Temos apenas 0 em estoque.', code: 'OUT_OF_STOCK' });
    const carts = await Promise.all(shoppers.map(cartOf));
    expect(carts.map((cart) => cart.quantityTotalItens).sort()).toEqual([0, 1]);
  });

  it('keeps a cart consistent under 50 concurrent quantity changes', async () => {
    const item = await product({ price: 12.34, stock: 1000 });
    const other = await product({ price: 1.5, stock: 1000 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 1);
    await addItem(client, other.product_id, 2);
    const line = (await cartOf(client)).items.find((l) => l.idProduct === item.product_id)!;
    const sent = Array.from({ length: 50 }, (_, i) => i + 1);
    const answers = await Promise.all(sent.map((quantity) => client.call('changeCartItemQuantity', null, { idCartItem: line.idCartItem, quantity })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const cart = await cartOf(client);
    const final = cart.items.find((l) => l.idProduct === item.product_id)!;
    expect(sent).toContain(final.quantity);
    const cents = cart.items.reduce((sum, l) => sum + l.quantity * Math.round(l.price * 100), 0);
    expect(Math.round(cart.subTotal * 100)).toBe(cents);
    expect(cart.quantityTotalItens).toBe(final.quantity + 2);
    expect(cart.total).toBe(cart.subTotal);
    for (const answer of answers) {
      const seen = answer.json<CartContents>();
      expect(Math.round(seen.subTotal * 100)).toBe(seen.items.reduce((sum, l) => sum + l.quantity * Math.round(l.price * 100), 0));
    }
  });
});
