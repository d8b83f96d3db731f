import { and, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema';

/** Whose cart: the logged-in customer's, else the session's. */
export interface CartOwner {
  sessionId: string;
  customerId: number | null;
}

export function cartsRepository(db: Db) {
  const ownerCondition = (owner: CartOwner) =>
    owner.customerId !== null ? eq(carts.customerId, owner.customerId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.customerId));

  return {
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
