/**
 * The cart (cart-and-purchase §7): count, contents, add, change quantity, delete, apply and remove a
 * discount key. Every change but add answers the whole cart, so the client's $cart never refetches.
 * Rules and totals: server/services/cart.ts.
 */
import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import { cartQuantitySchema } from '../../src/forms/schemas';
import { text } from '../lib/messages';
import type { CartOwner, CartService } from '../services/cart';
import { idField, jsonSchema, optionalIdField } from './input';
import type { OperationRegistry } from './registry';

const itemText = () => text('cart.itemNotFound');

/**
 * The add-to-cart payload (cart-and-purchase §7): the quantity rule of the cart page (1..9999), the
 * product, and idSku null or 0 for the standard SKU. Stock is checked against the cart by the service.
 */
const addInput = jsonSchema(
  cartQuantitySchema.shape({
    idProduct: idField().required(() => text('api.invalidProduct')),
    idSku: optionalIdField('cart.skuNotFound'),
  }),
);

/** The cart page's quantity rule (src/forms/schemas) plus the item it changes. */
const changeInput = jsonSchema(cartQuantitySchema.shape({ idCartItem: idField('cart.itemNotFound').required(itemText) }));
const removeInput = jsonSchema(object({ idCartItem: idField('cart.itemNotFound').required(itemText) }));
const discountInput = jsonSchema(
  object({ key: string().required(() => text('cart.discountRequired')).max(40, () => text('cart.discountInvalid')) }),
);

/** The session's (or the signed-in customer's) cart owner; null for a visitor without a session. */
async function ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.load();
  return session ? { sessionId: session.id, customerId: session.customerId } : null;
}

/** Creates the session (and its cookie) that a visitor's cart belongs to. */
async function ensureOwner(request: FastifyRequest): Promise<CartOwner> {
  const session = await request.session.ensure();
  return { sessionId: session.id, customerId: session.customerId };
}

export function cartOperations(registry: OperationRegistry, cart: CartService): void {
  const read = { auth: 'public', limit: 'read' } as const;
  registry.add('cartCount', read, async ({ request }) => cart.count(await ownerOf(request)));
  registry.add('cartContents', read, async ({ request }) => cart.contents(await ownerOf(request)));

  registry.add('addToCart', { json: addInput, auth: 'public', limit: 'cart' }, async ({ request, json }) =>
    cart.add(await ensureOwner(request), { productId: json.idProduct, skuId: json.idSku ?? null, quantity: json.quantity }),
  );

  registry.add('changeCartItem', { json: changeInput, auth: 'public', limit: 'cart' }, async ({ request, json }) =>
    cart.changeQuantity(await ownerOf(request), json.idCartItem, json.quantity),
  );

  registry.add('removeCartItem', { json: removeInput, auth: 'public', limit: 'cart' }, async ({ request, json }) =>
    cart.deleteItem(await ownerOf(request), json.idCartItem),
  );

  // Typed by hand like a form, so guessing keys meets the form class's cap.
  registry.add('applyDiscount', { json: discountInput, auth: 'public', limit: 'form' }, async ({ request, json }) =>
    cart.applyDiscount(await ensureOwner(request), json.key),
  );

  registry.add('removeDiscount', { auth: 'public', limit: 'cart' }, async ({ request }) => cart.removeDiscount(await ownerOf(request)));
}
