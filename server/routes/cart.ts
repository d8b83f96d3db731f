/**
 * The cart (cart-and-purchase §7): count, contents, add and massive add, change quantity, delete, discount
 * key and voucher (and the customer's voucher suggestion), clean cart, take X pay Y, the reservation extension and the pre-checkout limits check. Every change
 * but the adds answers the whole cart, so the client's $cart never refetches. Rules and totals:
 * server/services/cart.ts (limits: cart-limits.ts, promotions: cart-promotions.ts). Shipping: cart-shipping.ts.
 */
import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import type { MassiveAddItem } from '../../src/api/operations';
import { HttpError } from '../lib/http-error';
import { cartQuantitySchema } from '../../src/forms/schemas';
import { invalidInput, text } from '../lib/messages';
import type { AddRequest, CartOwner, CartService, MassiveAddEntry } from '../services/cart';
import { idField, jsonSchema, optionalIdField, type JsonSchema } from './input';
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

const voucherInput = jsonSchema(
  object({ code: string().required(() => text('cart.voucherRequired')).max(40, () => text('cart.voucherInvalid')) }),
);

const MASSIVE_ADD_MAX = 50;

/**
 * A massive add: `{ items: [...] }` with at most 50 items (else 400). Each item goes through the add's own
 * schema here; a malformed one is refused with its text, never the whole call.
 */
async function massiveAddItems(value: unknown): Promise<MassiveAddEntry[]> {
  const items = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw invalidInput();
  if (items.length > MASSIVE_ADD_MAX) throw invalidInput('cart.massiveAddTooMany', { n: MASSIVE_ADD_MAX });
  return Promise.all(
    items.map(async (raw: unknown) => {
      const sent = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const echo = { idProduct: sent.idProduct, idSku: sent.idSku ?? null, quantity: sent.quantity } as MassiveAddItem;
      try {
        const checked = await addInput.parse(raw);
        const request: AddRequest = { productId: checked.idProduct, skuId: checked.idSku ?? null, quantity: checked.quantity };
        return { sent: echo, request };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { sent: echo, error: error.message };
      }
    }),
  );
}

const massiveAddInput: JsonSchema<MassiveAddEntry[]> = { parse: massiveAddItems };

/** The session's (or the signed-in customer's) cart owner; null for a visitor without a session. */
export async function ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.load();
  return session ? { sessionId: session.id, customerId: session.customerId } : null;
}

/** Creates the session (and its cookie) that a visitor's cart belongs to. */
export async function ensureOwner(request: FastifyRequest): Promise<CartOwner> {
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

  // A voucher code is typed like a discount key: the form class's cap.
  registry.add('applyVoucher', { json: voucherInput, auth: 'public', limit: 'form' }, async ({ request, json }) =>
    cart.applyVoucher(await ensureOwner(request), json.code),
  );
  registry.add('removeVoucher', { auth: 'public', limit: 'cart' }, async ({ request }) => cart.removeVoucher(await ownerOf(request)));
  // public: a visitor (or a customer with no voucher of their own) gets null
  registry.add('voucherSuggestion', read, async ({ request }) => cart.voucherSuggestion(await ownerOf(request)));
  registry.add('cleanCart', { auth: 'public', limit: 'cart' }, async ({ request }) => cart.clean(await ownerOf(request)));

  registry.add('massiveAdd', { json: massiveAddInput, auth: 'public', limit: 'cart' }, async ({ request, json }) =>
    cart.massiveAdd(await ensureOwner(request), json),
  );

  // Promotions apply on every answer: this is the cart as it stands (no write).
  registry.add('takeXPayY', read, async ({ request }) => cart.contents(await ownerOf(request)));
  registry.add('extendReservation', { auth: 'public', limit: 'cart' }, async ({ request }) => cart.extendReservation(await ownerOf(request)));
  registry.add('verifyCartLimits', read, async ({ request }) => cart.verifyLimits(await ownerOf(request)));
}
