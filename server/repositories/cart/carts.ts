import { and, eq, isNull, sql, sum } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

/** Whose cart: the logged-in customer's, else the session's. */
export interface CartOwner {
  sessionId: string;
  customerId: number | null;
}

export const MAX_ITEM_QUANTITY = 9999;

/** One cart item with what its line shows: product, SKU prices and stock, image, variations, categories. */
export interface CartItemRow {
  idCartItem: number;
  idProduct: number;
  idSku: number;
  quantity: number;
  name: string;
  urlFriendly: string;
  idTypeProduct: number;
  productPrice: number;
  productPromotion: number | null;
  skuPrice: number | null;
  skuPromotion: number | null;
  stock: number;
  productExhausted: boolean;
  /** False when the product was deactivated or the SKU hidden since the add. */
  available: boolean;
  isVirtual: boolean;
  image: string | null;
  variations: Array<{ nameReference: string; nameVariation: string }>;
  categories: string[];
}

/** What a quantity change may be checked against, read under the SKU's row lock. */
export interface LockedItem {
  quantity: number;
  stock: number;
  productExhausted: boolean;
}

/**
 * What an add is decided on, read in its transaction with the SKU row locked: the product (undefined when
 * unknown or inactive), whether it has variations (asked only when no SKU was chosen), the SKU (the chosen
 * one, or the standard one; undefined when none fits) and the units of it already in the owner's cart.
 */
export interface AddFacts {
  product: { idTypeProduct: number; flagExhausted: boolean } | undefined;
  hasVariations: boolean;
  sku: { id: number; stock: number } | undefined;
  inCart: number;
}

export type AddResult<R> = { ok: true; quantity: number } | { ok: false; refusal: R };

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
    /** The owner's cart (id and applied discount key), or undefined when there is none yet. */
    async find(owner: CartOwner): Promise<{ id: number; discountKeyId: number | null } | undefined> {
      const [cart] = await db.select({ id: carts.id, discountKeyId: carts.discountKeyId }).from(carts).where(ownerCondition(owner));
      return cart;
    },

    /** The owner's cart, created when missing. */
    async ensure(owner: CartOwner): Promise<{ id: number; discountKeyId: number | null }> {
      if (owner.customerId !== null) {
        await db.execute(sql`insert into carts (customer_id) values (${owner.customerId}) on conflict do nothing`);
      } else {
        await db.execute(sql`insert into carts (session_id) values (${owner.sessionId}) on conflict do nothing`);
      }
      const cart = await this.find(owner);
      if (!cart) throw new Error('cart not found after insert');
      return cart;
    },

    /** The items of a cart with what their lines show, oldest first (three queries whatever the count). */
    async items(cartId: number): Promise<CartItemRow[]> {
      const rows = await queryRows<{
        id: number; product_id: number; sku_id: number; quantity: number; name: string; url_friendly: string; id_type_product: number;
        product_price: string | number; product_promotion: string | number | null; sku_price: string | number | null;
        sku_promotion: string | number | null; stock: number; flag_exhausted: boolean; available: boolean; is_virtual: boolean; image: string | null;
      }>(db, sql`
        select i.id, i.product_id, i.sku_id, i.quantity, p.name, p.url_friendly, p.id_type_product,
               p.price as product_price, p.price_promotion as product_promotion, s.price as sku_price, s.price_promotion as sku_promotion,
               s.stock, p.flag_exhausted, (p.active and s.visible) as available, p.is_virtual,
               (select pi.url from product_images pi where pi.product_id = p.id order by pi.position, pi.id limit 1) as image
        from cart_items i join products p on p.id = i.product_id join skus s on s.id = i.sku_id
        where i.cart_id = ${cartId}
        order by i.added_at, i.id`);
      if (rows.length === 0) return [];
      const skuIds = `{${rows.map((r) => Number(r.sku_id)).join(',')}}`;
      const productIds = `{${[...new Set(rows.map((r) => Number(r.product_id)))].join(',')}}`;
      const [variationRows, categoryRows] = await Promise.all([
        queryRows<{ sku_id: number; reference: string; variation: string }>(db, sql`
          select sv.sku_id, r.name as reference, v.name as variation
          from sku_variations sv join variations v on v.id = sv.variation_id join variation_references r on r.id = v.reference_id
          where sv.sku_id = any(${skuIds}::int[]) order by sv.sku_id, r.ordination, r.id`),
        queryRows<{ product_id: number; name: string }>(db, sql`
          select pc.product_id, c.name from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = any(${productIds}::int[]) order by pc.product_id, c.level, c.id`),
      ]);
      const num = (value: unknown) => Number(value);
      const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return rows.map((r) => ({
        idCartItem: num(r.id),
        idProduct: num(r.product_id),
        idSku: num(r.sku_id),
        quantity: num(r.quantity),
        name: r.name,
        urlFriendly: r.url_friendly,
        idTypeProduct: num(r.id_type_product),
        productPrice: num(r.product_price),
        productPromotion: numOrNull(r.product_promotion),
        skuPrice: numOrNull(r.sku_price),
        skuPromotion: numOrNull(r.sku_promotion),
        stock: num(r.stock),
        productExhausted: r.flag_exhausted,
        available: r.available,
        isVirtual: r.is_virtual,
        image: r.image,
        variations: variationRows
          .filter((v) => num(v.sku_id) === num(r.sku_id))
          .map((v) => ({ nameReference: v.reference, nameVariation: v.variation })),
        categories: categoryRows.filter((c) => num(c.product_id) === num(r.product_id)).map((c) => c.name),
      }));
    },

    /**
     * Sets the quantity of one item of the owner's cart, in one transaction with the SKU row locked, after
     * `check` (the cart rules) accepts it. 'not-found' for an item that is not in the owner's cart.
     */
    async setQuantity<R>(
      owner: CartOwner,
      idCartItem: number,
      quantity: number,
      check: (item: LockedItem) => R | null,
    ): Promise<{ ok: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'refused'; refusal: R }> {
      return db.transaction(async (tx) => {
        const [item] = await queryRows<{ sku_id: number; quantity: number }>(
          tx,
          sql`select i.sku_id, i.quantity from cart_items i join carts on carts.id = i.cart_id
              where i.id = ${idCartItem} and ${ownerCondition(owner)}`,
        );
        if (!item) return { ok: false, reason: 'not-found' };
        const [sku] = await queryRows<{ stock: number; flag_exhausted: boolean }>(
          tx,
          sql`select s.stock, p.flag_exhausted from skus s join products p on p.id = s.product_id where s.id = ${item.sku_id} for update of s`,
        );
        const refusal = check({ quantity: Number(item.quantity), stock: Number(sku?.stock ?? 0), productExhausted: sku?.flag_exhausted ?? true });
        if (refusal !== null) return { ok: false, reason: 'refused', refusal };
        await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, idCartItem));
        await tx.execute(sql`update carts set updated_at = now() from cart_items i where i.id = ${idCartItem} and carts.id = i.cart_id`);
        return { ok: true };
      });
    },

    /** Deletes one item of the owner's cart; false when it is not in the owner's cart. */
    async deleteItem(owner: CartOwner, idCartItem: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from cart_items i using carts where i.id = ${idCartItem} and carts.id = i.cart_id and ${ownerCondition(owner)} returning i.id`,
      );
      return rows.length > 0;
    },

    /** Applies (or, with null, removes) a discount key on a cart. */
    async setDiscountKey(cartId: number, discountKeyId: number | null): Promise<void> {
      await db.update(carts).set({ discountKeyId, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    /**
     * Adds a quantity of one SKU to the owner's cart (created when missing) in one transaction, after
     * `decide` (the cart rules, server/services/cart.ts) accepts the facts. The SKU row is locked (select
     * ... for update) before the cart is read, so two adds of the same SKU cannot both pass the stock check.
     * Answers the cart's total quantity after the add, or the refusal.
     */
    async addItem<R>(owner: CartOwner, input: AddItemInput, decide: (facts: AddFacts) => R | null): Promise<AddResult<R>> {
      return db.transaction(async (tx) => {
        const refuse = (facts: AddFacts): AddResult<R> | undefined => {
          const refusal = decide(facts);
          return refusal === null ? undefined : { ok: false, refusal };
        };
        const [row] = await queryRows<{ id_type_product: number; flag_exhausted: boolean }>(
          tx,
          sql`select id_type_product, flag_exhausted from products where id = ${input.productId} and active`,
        );
        const product = row ? { idTypeProduct: Number(row.id_type_product), flagExhausted: row.flag_exhausted } : undefined;
        const early = { product, hasVariations: false, sku: undefined, inCart: 0 };
        if (!product) return refuse(early)!;

        let skuId = input.skuId;
        let hasVariations = false;
        if (skuId === null) {
          const [variations] = await queryRows<{ has: boolean }>(
            tx,
            sql`select exists (select 1 from skus s join sku_variations sv on sv.sku_id = s.id
                               where s.product_id = ${input.productId} and s.visible) as has`,
          );
          hasVariations = variations?.has ?? false;
          const [standard] = await queryRows<{ id: number }>(
            tx,
            sql`select id from skus where product_id = ${input.productId} and visible order by standard desc, id limit 1`,
          );
          skuId = standard?.id ?? null;
        }
        const [skuRow] =
          skuId === null
            ? []
            : await queryRows<{ id: number; stock: number }>(
                tx,
                sql`select id, stock from skus where id = ${skuId} and product_id = ${input.productId} and visible for update`,
              );
        const sku = skuRow ? { id: Number(skuRow.id), stock: Number(skuRow.stock) } : undefined;
        const [line] = sku
          ? await queryRows<{ quantity: number }>(
              tx,
              sql`select i.quantity from cart_items i join carts on carts.id = i.cart_id where i.sku_id = ${sku.id} and ${ownerCondition(owner)}`,
            )
          : [];
        const facts: AddFacts = { product, hasVariations, sku, inCart: Number(line?.quantity ?? 0) };
        const refused = refuse(facts);
        if (refused) return refused;
        if (!sku) throw new Error('an add without a SKU was accepted');

        // The owner's cart, created when missing (a customer's cart is keyed by the customer, a visitor's by the session).
        if (owner.customerId !== null) {
          await tx.execute(sql`insert into carts (customer_id) values (${owner.customerId}) on conflict do nothing`);
        } else {
          await tx.execute(sql`insert into carts (session_id) values (${owner.sessionId}) on conflict do nothing`);
        }
        const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
        if (!cart) throw new Error('cart not found after insert');
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
