import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../src/catalogue/add-to-cart';
import { listen } from '../../../src/events';
import { cartLine, cartOf } from '../../fixtures/cart-data';
import { regularProduct, variationProduct } from '../../fixtures/catalogue-data';
import { fakeApi } from '../../fixtures/mock-api';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function added() {
  const handler = vi.fn();
  stops.push(listen('jet:product-added', handler));
  return handler;
}

describe('add to cart', () => {
  it('reads the cart, sends the product and emits jet:product-added', async () => {
    const onAdded = added();
    const api = fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: true, quantity: 2 }) });
    const result = await addToCart({ product: variationProduct, idSku: 1032, quantity: 2 });
    expect(result).toEqual({ ok: true, kind: 'success', title: 'Adicionado ao Carrinho!', message: 'Produto adicionado no carrinho com sucesso!' });
    expect(api.calls.map((c) => c.operation)).toEqual(['cartContents', 'addToCart']);
    expect(api.calls[1]!.json).toEqual({ idProduct: 103, idSku: 1032, quantity: 2, isRecurrent: false });
    expect(onAdded).toHaveBeenCalledWith({ idProduct: 103, idSku: 1032, quantity: 2, name: 'Camiseta Básica de Algodão', price: 69.9 }, expect.anything());
  });

  it('counts what the cart already holds and sends nothing past the stock', async () => {
    const onAdded = added();
    const api = fakeApi({ cartContents: () => cartOf([cartLine({ idCartItem: 1, idProduct: 103, idSku: 1032, quantity: 4 })]) });
    const result = await addToCart({ product: variationProduct, idSku: 1032, quantity: 2 });
    expect(result).toMatchObject({ ok: false, message: 'Temos apenas 5 itens em estoque, e já existe(m) 4 unidade(s) deste produto no carrinho.' });
    expect(api.count('addToCart')).toBe(0);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('says the stock when the cart has none of it and the quantity is above it', async () => {
    fakeApi({ cartContents: () => cartOf([]) });
    const result = await addToCart({ product: regularProduct, idSku: null, quantity: 11 });
    expect(result).toMatchObject({ ok: false, message: 'Temos apenas 10 em estoque.' });
  });

  it('other SKUs of the product in the cart do not count', async () => {
    const api = fakeApi({
      cartContents: () => cartOf([cartLine({ idCartItem: 1, idProduct: 103, idSku: 1031, quantity: 3 })]),
      addToCart: () => ({ success: true, quantity: 4 }),
    });
    expect(await addToCart({ product: variationProduct, idSku: 1032, quantity: 5 })).toMatchObject({ ok: true });
    expect(api.count('addToCart')).toBe(1);
  });

  it('cannot add when the cart cannot be read', async () => {
    const api = fakeApi({ cartContents: () => ({ fail: 'Erro interno.' }) });
    expect(await addToCart({ product: regularProduct, idSku: null, quantity: 1 })).toMatchObject({ ok: false, message: 'Não foi possível adicionar o produto no carrinho.' });
    expect(api.count('addToCart')).toBe(0);
  });

  it('a falsy answer is "Erro ao adicionar ao Carrinho!"', async () => {
    const onAdded = added();
    fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: false, quantity: 0 }) });
    expect(await addToCart({ product: regularProduct, idSku: null, quantity: 1 })).toMatchObject({ ok: false, message: 'Erro ao adicionar ao Carrinho!' });
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("an error answer shows the server's text", async () => {
    fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ fail: 'Temos apenas 2 em estoque.', status: 409 }) });
    expect(await addToCart({ product: regularProduct, idSku: null, quantity: 1 })).toMatchObject({ ok: false, message: 'Temos apenas 2 em estoque.' });
  });
});
