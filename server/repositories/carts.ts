import { and, asc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { CartLine } from '../../src/api/operations';
import { queryRows, type Db } from '../db/client';
import { cartItems, carts } from '../db/schema';

/** Whose cart: the logged-in customer's, else the session's. */
export interface CartOwner {
  sessionId: string;
  customerId: number | null;
}

export const MAX_ITEM_QUANTITY = 9999;

/** Why an add was refused; the route turns it into the shopper's message. */
export type AddRefusal =
  | { reason: 'product-not-found' }
  | { reason: 'on-request' }
  | { reason: 'variations-required' }
  | { reason: 'sku-not-found' }
  | { reason: 'sold-out' }
  | { reason: 'stock'; stock: number; inCart: number }
  | { reason: 'item-limit'; inCart: number };

export type AddResult = { ok: true; quantity: number } | ({ ok: false } & AddRefusal);

export interface AddItemInput {
  productId: number;
  /** null: the product's standard SKU (only for a product without variations). */
  skuId: number | null;
  quantity: number;
}

export function cartsRepository(db: Db) {
  const ownerCondition = (owner: CartOwner) =>
    owner.customerId !== null ? eq(carts.customerId, owner.customerId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.customerId));

  return {
    /** The owner's cart lines, oldest first. */
    async lines(owner: CartOwner): Promise<CartLine[]> {
      return db
        .select({ idCartItem: cartItems.id, idProduct: cartItems.productId, idSku: cartItems.skuId, quantity: cartItems.quantity })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(ownerCondition(owner))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
    },

    /**
     * Adds a quantity of one SKU to the owner's cart (created when missing), in one transaction. The SKU row
     * is locked (select ... for update) before the cart is read, so two adds of the same SKU cannot both pass
     * the stock check. Answers the cart's total quantity after the add, or why it was refused.
     */
    async addItem(owner: CartOwner, input: AddItemInput): Promise<AddResult> {
      return db.transaction(async (tx) => {
        const [product] = await queryRows<{ id_type_product: number; flag_exhausted: boolean }>(
          tx,
          sql`select id_type_product, flag_exhausted from products where id = ${input.productId} and active`,
        );
        if (!product) return { ok: false, reason: 'product-not-found' };
        if (Number(product.id_type_product) === 3) return { ok: false, reason: 'on-request' };

        let skuId = input.skuId;
        if (skuId === null) {
          const [variations] = await queryRows<{ has: boolean }>(
            tx,
            sql`select exists (select 1 from skus s join sku_variations sv on sv.sku_id = s.id
                               where s.product_id = ${input.productId} and s.visible) as has`,
          );
          if (variations?.has) return { ok: false, reason: 'variations-required' };
          const [standard] = await queryRows<{ id: number }>(
            tx,
            sql`select id from skus where product_id = ${input.productId} and visible order by standard desc, id limit 1`,
          );
          if (!standard) return { ok: false, reason: 'sku-not-found' };
          skuId = standard.id;
        }
        const [sku] = await queryRows<{ id: number; stock: number }>(
          tx,
          sql`select id, stock from skus where id = ${skuId} and product_id = ${input.productId} and visible for update`,
        );
        if (!sku) return { ok: false, reason: 'sku-not-found' };
        if (product.flag_exhausted) return { ok: false, reason: 'sold-out' };

        // The owner's cart, created when missing (a customer's cart is keyed by the customer, a visitor's by the session).
        if (owner.customerId !== null) {
          await tx.execute(sql`insert into carts (customer_id) values (${owner.customerId}) on conflict do nothing`);
        } else {
          await tx.execute(sql`insert into carts (session_id) values (${owner.sessionId}) on conflict do nothing`);
        }
        const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
        if (!cart) throw new Error('cart not found after insert');

        const [line] = await tx
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.skuId, sku.id)));
        const inCart = line?.quantity ?? 0;
        const stock = Number(sku.stock);
        if (inCart + input.quantity > stock) {
          if (inCart === 0 && stock === 0) return { ok: false, reason: 'sold-out' };
          return { ok: false, reason: 'stock', stock, inCart };
        }
        if (inCart + input.quantity > MAX_ITEM_QUANTITY) return { ok: false, reason: 'item-limit', inCart };

        await tx.execute(sql`
          insert into cart_items (cart_id, product_id, sku_id, quantity) values (${cart.id}, ${input.productId}, ${sku.id}, ${input.quantity})
          on conflict (cart_id, sku_id) do update set quantity = cart_items.quantity + excluded.quantity`);
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
        const [total] = await tx
          .select({ quantity: sum(cartItems.quantity).mapWith(Number) })
          .from(cartItems)
          .where(eq(cartItems.cartId, cart.id));
        return { ok: true, quantity: total?.quantity ?? 0 };
      });
    },

    /** Total quantity of the owner's cart items. */
    async countItems(owner: CartOwner): Promise<number> {
      const [row] = await db
        .select({ quantity: sum(cartItems.quantity).mapWith(Number) })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(ownerCondition(owner));
      return row?.quantity ?? 0;
    },

    /**
     * At login: the session's anonymous cart becomes the customer's. When the customer already has a cart,
     * the session's items are merged into it (quantities added, at most 9999) and the session cart goes away.
     */
    async adoptSessionCart(sessionId: string, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [sessionCart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.sessionId, sessionId), isNull(carts.customerId)));
        const [customerCart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
        if (!sessionCart) return;
        if (!customerCart) {
          await tx.update(carts).set({ customerId, updatedAt: new Date() }).where(eq(carts.id, sessionCart.id));
          return;
        }
        await tx.execute(sql`
          insert into cart_items (cart_id, product_id, sku_id, quantity, added_at)
          select ${customerCart.id}, product_id, sku_id, quantity, added_at from cart_items where cart_id = ${sessionCart.id}
          on conflict (cart_id, sku_id) do update set quantity = least(9999, cart_items.quantity + excluded.quantity)`);
        await tx.delete(carts).where(eq(carts.id, sessionCart.id));
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, customerCart.id));
      });
    },
  };
}

export type CartsRepository = ReturnType<typeof cartsRepository>;
