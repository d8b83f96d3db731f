import type { AddToCartAnswer, CartContents } from '../../src/api/operations';
import { HttpError } from '../lib/http-error';
import { asPositiveInt, INPUT_MESSAGES, jsonObject } from '../lib/request-input';
import type { Repositories } from '../repositories';
import { MAX_ITEM_QUANTITY, type AddRefusal } from '../repositories/carts';
import type { OperationRegistry } from './registry';

export const CART_MESSAGES = {
  quantityRange: 'Por favor, digite um valor entre 1 e 9999',
  variationsRequired: 'Selecione as variações do produto para comprá-lo.',
  onRequest: 'Este produto é vendido sob consulta. Solicite um orçamento.',
  skuNotFound: 'A variação escolhida não está disponível para este produto.',
  soldOut: 'Produto esgotado.',
  stock: (n: number) => `Temos apenas ${n} em estoque.`,
  stockWithCart: (n: number, k: number) => `Temos apenas ${n} itens em estoque, e já existe(m) ${k} unidade(s) deste produto no carrinho.`,
  itemLimit: (k: number) => `A quantidade máxima de um item no carrinho é ${MAX_ITEM_QUANTITY}; já existe(m) ${k} unidade(s) deste produto no carrinho.`,
} as const;

function refusal(result: AddRefusal): HttpError {
  switch (result.reason) {
    case 'product-not-found':
      return new HttpError(404, INPUT_MESSAGES.productNotFound, 'NOT_FOUND');
    case 'on-request':
      return new HttpError(400, CART_MESSAGES.onRequest, 'ON_REQUEST');
    case 'variations-required':
      return new HttpError(400, CART_MESSAGES.variationsRequired, 'VARIATIONS_REQUIRED');
    case 'sku-not-found':
      return new HttpError(400, CART_MESSAGES.skuNotFound, 'INVALID_INPUT');
    case 'sold-out':
      return new HttpError(409, CART_MESSAGES.soldOut, 'OUT_OF_STOCK');
    case 'stock':
      return new HttpError(
        409,
        result.inCart > 0 ? CART_MESSAGES.stockWithCart(result.stock, result.inCart) : CART_MESSAGES.stock(result.stock),
        'OUT_OF_STOCK',
      );
    case 'item-limit':
      return new HttpError(400, CART_MESSAGES.itemLimit(result.inCart), 'INVALID_INPUT');
  }
}

/** The add-to-cart payload (cart-and-purchase §7): idSku null or 0 means the standard SKU. */
function addInput(json: unknown) {
  const input = jsonObject(json);
  const productId = asPositiveInt(input.idProduct);
  if (productId === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidProduct, 'INVALID_INPUT');
  let skuId: number | null = null;
  if (input.idSku !== undefined && input.idSku !== null && input.idSku !== 0 && input.idSku !== '0') {
    const id = asPositiveInt(input.idSku);
    if (id === undefined) throw new HttpError(400, CART_MESSAGES.skuNotFound, 'INVALID_INPUT');
    skuId = id;
  }
  const quantity = typeof input.quantity === 'string' && input.quantity.trim() !== '' ? Number(input.quantity) : input.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY) {
    throw new HttpError(400, CART_MESSAGES.quantityRange, 'INVALID_INPUT');
  }
  return { productId, skuId, quantity };
}

/** The session's (or the logged-in customer's) cart. */
export function cartOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('cartCount', async ({ request }) => {
    const session = await request.session.load();
    const quantity = session ? await repos.carts.countItems({ sessionId: session.id, customerId: session.customerId }) : 0;
    return { quantity, removedProducts: [] };
  });

  registry.add('cartContents', async ({ request }): Promise<CartContents> => {
    const session = await request.session.load();
    if (!session) return { items: [] };
    return { items: await repos.carts.lines({ sessionId: session.id, customerId: session.customerId }) };
  });

  // A visitor's first add creates the session (and its cookie) that the cart belongs to.
  registry.add('addToCart', async ({ request, json }): Promise<AddToCartAnswer> => {
    const input = addInput(json);
    const session = await request.session.ensure();
    const result = await repos.carts.addItem({ sessionId: session.id, customerId: session.customerId }, input);
    if (!result.ok) throw refusal(result);
    return { success: true, quantity: result.quantity };
  });
}
