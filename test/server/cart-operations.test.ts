import { describe, expect, it } from 'vitest';
import type { CartContents, InstallmentPlan, MassiveAddAnswer, PaymentGateway } from '../../src/api/operations';
import { addItem, cartOf, productPicker } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile({ maintenance: true });
const product = productPicker(file);

describe('massiveAddProducts', () => {
  it('adds each item through the add rules and returns the refused ones with their reason', async () => {
    const a = await product({ stock: 10 });
    const b = await product({ stock: 2 });
    const client = new TestClient(file.server.app);
    const answer = await client.call('massiveAddProducts', null, {
      items: [
        { idProduct: a.product_id, idSku: null, quantity: 2 },
        { idProduct: b.product_id, idSku: 0, quantity: 5 },
        { idProduct: 999999, idSku: null, quantity: 1 },
        { idProduct: a.product_id, idSku: null, quantity: 0 },
        { idProduct: 'abc', idSku: null, quantity: 1 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<MassiveAddAnswer>();
    expect(body.quantity).toBe(2);
    expect(body.added).toEqual([{ idProduct: a.product_id, idSku: null, quantity: 2 }]);
    expect(body.refused).toEqual([
      { idProduct: b.product_id, idSku: 0, quantity: 5, error: 'Temos apenas 2 em estoque.' },
      { idProduct: 999999, idSku: null, quantity: 1, error: 'Produto não encontrado.' },
      { idProduct: a.product_id, idSku: null, quantity: 0, error: 'Por favor, digite um valor entre 1 e 9999' },
      { idProduct: 'abc', idSku: null, quantity: 1, error: 'Informe um produto válido.' },
    ]);
  });

  it('refuses a malformed payload or more than 50 items as a whole', async () => {
    const client = new TestClient(file.server.app);
    expect((await client.call('massiveAddProducts', null, { items: 'x' })).statusCode).toBe(400);
    expect((await client.call('massiveAddProducts', null, null)).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ idProduct: 1, idSku: null, quantity: 1 }));
    const tooMany = await client.call('massiveAddProducts', null, { items: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Envie no máximo 50 produtos de uma vez.');
    expect((await cartOf(client)).items).toEqual([]);
  });
});

describe('payment plans', () => {
  it('lists the gateways and answers the best interest-free plan', async () => {
    const client = new TestClient(file.server.app);
    const gateways = (await client.call('getPaymentGateways')).json<PaymentGateway[]>();
    expect(gateways[0]).toEqual({ idGateway: expect.any(Number), name: 'Cartão de crédito', installmentMax: 12, minInstallmentValue: 10, interest: 0, interestFreeUpTo: 12 });
    const plan = async (value: string) => (await client.call('getInstallments', `value=${value}`)).json<InstallmentPlan | null>();
    expect(await plan('500')).toEqual({ maxNumber: 12, value: 41.67, description: 'sem juros', interest: 0 });
    expect(await plan('45.5')).toEqual({ maxNumber: 4, value: 11.38, description: 'sem juros', interest: 0 });
    expect(await plan('19.99')).toBeNull();
    const bad = await client.call('getInstallments', 'value=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Valor inválido.');
  });
});

describe('redirect301 and checkMaintenanceStatus', () => {
  it('answers the new path of an old one, null otherwise, and refuses other hosts', async () => {
    const client = new TestClient(file.server.app);
    const redirect = (urlAntiga: unknown) => client.post('/api/redirect301', { request: 'redirect301', json: { urlAntiga } });
    expect((await redirect('/sofas')).json()).toEqual({ url: '/casa/sala/c' });
    expect((await redirect('/sofas/?cor=azul')).json()).toEqual({ url: '/casa/sala/c?cor=azul' });
    expect((await redirect('http://localhost:80/promocoes')).json()).toEqual({ url: '/ofertas-relampago/g' });
    expect((await redirect('/nada-aqui')).json()).toEqual({ url: null });
    for (const bad of ['https://evil.example/sofas', '//evil.example/sofas', '/\\evil.example', 'javascript:alert(1)', '']) {
      const answer = await redirect(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error).toBe('Endereço inválido: informe um caminho desta loja.');
    }
  });

  it('answers the maintenance switch', async () => {
    const client = new TestClient(file.server.app);
    const answer = await client.post('/api/checkMaintenanceStatus', { request: 'checkMaintenanceStatus', json: null });
    expect(answer.json()).toEqual({ maintenance: true });
  });
});

describe('bad input never reaches the cart', () => {
  it('answers 400 or 404 in pt-BR and leaves the cart as it was', async () => {
    const item = await product({ stock: 20 });
    const client = new TestClient(file.server.app);
    await addItem(client, item.product_id, 2);
    const before = await cartOf(client);
    const line = before.items[0]!.idCartItem;
    for (const quantity of [0, -1, 10000, 1.5, 'abc', null]) {
      const answer = await client.call('changeCartItemQuantity', null, { idCartItem: line, quantity });
      expect(answer.statusCode, String(quantity)).toBe(400);
      expect(answer.json().error).toBe('Por favor, digite um valor entre 1 e 9999');
      expect((await addItem(client, item.product_id, quantity as number)).statusCode).toBe(400);
    }
    const unknown = await client.call('changeCartItemQuantity', null, { idCartItem: 99999999, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Este item não está mais no seu carrinho.');

    const other = new TestClient(file.server.app);
    await addItem(other, item.product_id, 1);
    const theirs = (await cartOf(other)).items[0]!.idCartItem;
    expect((await client.call('changeCartItemQuantity', null, { idCartItem: theirs, quantity: 3 })).statusCode).toBe(404);
    expect((await client.call('deleteCartItem', null, { idCartItem: theirs })).statusCode).toBe(404);
    expect((await cartOf(other)).items[0]!.quantity).toBe(1);

    const nul = await client.call('applyVoucher', null, { code: 'VALE\u0000100' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe('Dados da requisição inválidos.');
    expect((await client.call('applyDiscount', null, { key: 'BEM\u0000VINDO10' })).statusCode).toBe(400);
    expect((await client.call('getShippingOptions', null, { postcode: 'abcdefgh' })).statusCode).toBe(400);
    expect((await client.call('setShippingCookie', null, { postcode: '01310100', idShippingMode: 'x' })).statusCode).toBe(400);

    const after = await cartOf(client);
    expect(after).toEqual<CartContents>({ ...before, reservedUntil: after.reservedUntil, items: after.items });
    expect(after.items.map((l) => [l.idCartItem, l.quantity])).toEqual([[line, 2]]);
  });
});
