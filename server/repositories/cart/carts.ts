import { and, eq, isNull, sql, sum, type SQL } from 'drizzle-orm';
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
  weightGrams: number;
  /** When the line's reservation ends (null: never). */
  reservedUntil: Date | null;
  image: string | null;
  variations: Array<{ nameReference: string; nameVariation: string }>;
  categories: string[];
}

/** What a quantity change may be checked against, read under the SKU's row lock. */
export interface LockedItem {
  quantity: number;
  stock: number;
  /** Units of the SKU held by unexpired lines of other carts. */
  reservedElsewhere: number;
  productExhausted: boolean;
  productName: string;
  limit: ProductLimitRow | undefined;
}

/** A product's Q limit (0: no bound; multiplo 1: any quantity). */
export interface ProductLimitRow {
  minimo: number;
  maximo: number;
  multiplo: number;
}

/** The cart row: what the cart answer needs besides its lines. */
export interface CartRow {
  id: number;
  discountKeyId: number | null;
  voucherId: number | null;
  shippingModeId: number | null;
  postcode: string | null;
  reservationExtended: boolean;
}

const cartColumns = {
  id: carts.id,
  discountKeyId: carts.discountKeyId,
  voucherId: carts.voucherId,
  shippingModeId: carts.shippingModeId,
  postcode: carts.postcode,
  reservationExtended: carts.reservationExtended,
};

/**
 * What an add is decided on, read in its transaction with the SKU row locked: the product (undefined when
 * unknown or inactive), whether it has variations (asked only when no SKU was chosen), the SKU (the chosen
 * one, or the standard one; undefined when none fits) and the units of it already in the owner's cart.
 */
export interface AddFacts {
  product: { idTypeProduct: number; flagExhausted: boolean; name: string; limit: ProductLimitRow | undefined } | undefined;
  hasVariations: boolean;
  sku: { id: number; stock: number } | undefined;
  inCart: number;
  /** Units of the SKU held by unexpired lines of other carts. */
  reservedElsewhere: number;
}

export type AddResult<R> = { ok: true; quantity: number } | { ok: false; refusal: R };

export interface AddItemInput {
  productId: number;
  /** null: the product's standard SKU (only for a product without variations). */
  skuId: number | null;
  quantity: number;
  /** The reservation of the line after the add. */
  reservedUntil: Date;
  /** Now, for the reservations of other carts. */
  now: Date;
}

const limitOf = (row: { minimo: number | null; maximo: number | null; multiplo: number | null }): ProductLimitRow | undefined =>
  row.minimo === null ? undefined : { minimo: Number(row.minimo), maximo: Number(row.maximo), multiplo: Number(row.multiplo) };

export function cartsRepository(db: Db) {
  const ownerCondition = (owner: CartOwner) =>
    owner.customerId !== null ? eq(carts.customerId, owner.customerId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.customerId));

  return {
    /** The owner's cart (id and applied discount key), or undefined when there is none yet. */
    async find(owner: CartOwner): Promise<CartRow | undefined> {
      const [cart] = await db.select(cartColumns).from(carts).where(ownerCondition(owner));
      return cart;
    },

    /** The owner's cart, created when missing. */
    async ensure(owner: CartOwner): Promise<CartRow> {
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
        weight_grams: number; reserved_until: string | Date | null;
      }>(db, sql`
        select i.id, i.product_id, i.sku_id, i.quantity, p.name, p.url_friendly, p.id_type_product,
               p.price as product_price, p.price_promotion as product_promotion, s.price as sku_price, s.price_promotion as sku_promotion,
               s.stock, p.flag_exhausted, (p.active and s.visible) as available, p.is_virtual, p.weight_grams, i.reserved_until,
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
        weightGrams: num(r.weight_grams),
        reservedUntil: r.reserved_until === null ? null : new Date(r.reserved_until),
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
      reservation: { now: Date; until: Date },
      check: (item: LockedItem) => R | null,
    ): Promise<{ ok: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'refused'; refusal: R }> {
      return db.transaction(async (tx) => {
        const [item] = await queryRows<{ sku_id: number; quantity: number; cart_id: number }>(
          tx,
          sql`select i.sku_id, i.quantity, i.cart_id from cart_items i join carts on carts.id = i.cart_id
              where i.id = ${idCartItem} and ${ownerCondition(owner)}`,
        );
        if (!item) return { ok: false, reason: 'not-found' };
        const [sku] = await queryRows<{ stock: number; flag_exhausted: boolean; name: string; minimo: number | null; maximo: number | null; multiplo: number | null }>(
          tx,
          sql`select s.stock, p.flag_exhausted, p.name, l.minimo, l.maximo, l.multiplo
              from skus s join products p on p.id = s.product_id left join product_limits l on l.product_id = p.id
              where s.id = ${item.sku_id} for update of s`,
        );
        const reservedElsewhere = await reservedByOthers(tx, Number(item.sku_id), sql`i.cart_id <> ${item.cart_id}`, reservation.now);
        const refusal = check({
          quantity: Number(item.quantity),
          stock: Number(sku?.stock ?? 0),
          reservedElsewhere,
          productExhausted: sku?.flag_exhausted ?? true,
          productName: sku?.name ?? '',
          limit: sku ? limitOf(sku) : undefined,
        });
        if (refusal !== null) return { ok: false, reason: 'refused', refusal };
        // never shortens a reservation (one the shopper extended keeps its end)
        await tx
          .update(cartItems)
          .set({ quantity, reservedUntil: sql`greatest(${cartItems.reservedUntil}, ${reservation.until.toISOString()}::timestamptz)` })
          .where(eq(cartItems.id, idCartItem));
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
        const [row] = await queryRows<{ id_type_product: number; flag_exhausted: boolean; name: string; minimo: number | null; maximo: number | null; multiplo: number | null }>(
          tx,
          sql`select p.id_type_product, p.flag_exhausted, p.name, l.minimo, l.maximo, l.multiplo
              from products p left join product_limits l on l.product_id = p.id where p.id = ${input.productId} and p.active`,
        );
        const product = row
          ? { idTypeProduct: Number(row.id_type_product), flagExhausted: row.flag_exhausted, name: row.name, limit: limitOf(row) }
          : undefined;
        const early = { product, hasVariations: false, sku: undefined, inCart: 0, reservedElsewhere: 0 };
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
        const reservedElsewhere = sku ? await reservedByOthers(tx, sku.id, sql`carts.id not in (select id from carts where ${ownerCondition(owner)})`, input.now) : 0;
        const facts: AddFacts = { product, hasVariations, sku, inCart: Number(line?.quantity ?? 0), reservedElsewhere };
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
          insert into cart_items (cart_id, product_id, sku_id, quantity, reserved_until)
          values (${cart.id}, ${input.productId}, ${sku.id}, ${input.quantity}, ${input.reservedUntil.toISOString()})
          on conflict (cart_id, sku_id) do update set quantity = cart_items.quantity + excluded.quantity,
            reserved_until = greatest(cart_items.reserved_until, excluded.reserved_until)`);
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
        const [total] = await tx
          .select({ quantity: sum(cartItems.quantity).mapWith(Number) })
          .from(cartItems)
          .where(eq(cartItems.cartId, cart.id));
        return { ok: true, quantity: total?.quantity ?? 0 };
      });
    },

    /**
     * Releases the owner's lines whose reservation ended at `now`: they are deleted and their product names
     * kept on the cart until reported (`takeRemovedProducts`).
     */
    async releaseExpired(owner: CartOwner, now: Date): Promise<void> {
      await db.execute(sql`
        with owner_cart as (select id from carts where ${ownerCondition(owner)}),
        gone as (
          delete from cart_items i using owner_cart
          where i.cart_id = owner_cart.id and i.reserved_until is not null and i.reserved_until <= ${now.toISOString()}
          returning i.cart_id, i.product_id)
        update carts set removed_products = carts.removed_products
          || (select coalesce(jsonb_agg(p.name order by p.name), '[]'::jsonb) from gone join products p on p.id = gone.product_id)
        where carts.id in (select cart_id from gone)`);
    },

    /** The names of released products not reported yet, emptied as they are read. */
    async takeRemovedProducts(cartId: number): Promise<string[]> {
      const rows = await queryRows<{ removed: string[] }>(db, sql`
        with old as (select id, removed_products from carts where id = ${cartId} and removed_products <> '[]'::jsonb for update)
        update carts set removed_products = '[]'::jsonb from old where carts.id = old.id returning old.removed_products as removed`);
      return rows[0]?.removed ?? [];
    },

    /** Pushes every line's reservation by `minutes`, once per cart; false when it was extended already. */
    async extendReservation(cartId: number, minutes: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await queryRows<{ id: number }>(
          tx,
          sql`update carts set reservation_extended = true, updated_at = now() where id = ${cartId} and not reservation_extended returning id`,
        );
        if (marked.length === 0) return false;
        await tx.execute(sql`
          update cart_items set reserved_until = reserved_until + make_interval(mins => ${minutes})
          where cart_id = ${cartId} and reserved_until is not null`);
        return true;
      });
    },

    async setVoucher(cartId: number, voucherId: number | null): Promise<void> {
      await db.update(carts).set({ voucherId, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    async setPostcode(cartId: number, postcode: string): Promise<void> {
      await db.update(carts).set({ postcode, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    /** Forgets the cart's postcode and the option chosen for it. */
    async forgetPostcode(cartId: number): Promise<void> {
      await db.update(carts).set({ postcode: null, shippingModeId: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    /** Deletes every line of a cart (the clean-cart call); the cart, its postcode, key and voucher stay. */
    async clearItems(cartId: number): Promise<void> {
      await db.execute(sql`delete from cart_items where cart_id = ${cartId}`);
    },

    /** Chooses (or, with null, cancels) the shipping mode; a postcode given replaces the cart's. */
    async setShipping(cartId: number, shippingModeId: number | null, postcode?: string): Promise<void> {
      await db
        .update(carts)
        .set({ shippingModeId, ...(postcode === undefined ? {} : { postcode }), updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    },

    /** Q limits of products, by product id. */
    async productLimits(productIds: number[]): Promise<Map<number, ProductLimitRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await queryRows<{ product_id: number; minimo: number; maximo: number; multiplo: number }>(
        db,
        sql`select product_id, minimo, maximo, multiplo from product_limits where product_id = any(${`{${productIds.join(',')}}`}::int[])`,
      );
      return new Map(rows.map((r) => [Number(r.product_id), limitOf(r)!]));
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
        if (customerCart) {
          // Nothing typed before signing in is lost: the session cart's postcode, shipping choice, discount key
          // and voucher win over the customer's older ones, and pending notices of expired lines add up.
          await tx.execute(sql`
            update carts c set postcode = coalesce(s.postcode, c.postcode),
              shipping_mode_id = coalesce(s.shipping_mode_id, c.shipping_mode_id),
              discount_key_id = coalesce(s.discount_key_id, c.discount_key_id),
              voucher_id = coalesce(s.voucher_id, c.voucher_id),
              removed_products = c.removed_products || s.removed_products
            from carts s where s.id = ${sessionCart.id} and c.id = ${customerCart.id}`);
        }
        if (!customerCart) {
          await tx.update(carts).set({ customerId, updatedAt: new Date() }).where(eq(carts.id, sessionCart.id));
          return;
        }
        await tx.execute(sql`
          insert into cart_items (cart_id, product_id, sku_id, quantity, added_at, reserved_until)
          select ${customerCart.id}, product_id, sku_id, quantity, added_at, reserved_until from cart_items where cart_id = ${sessionCart.id}
          on conflict (cart_id, sku_id) do update set quantity = least(9999, cart_items.quantity + excluded.quantity),
            reserved_until = greatest(cart_items.reserved_until, excluded.reserved_until)`);
        await tx.delete(carts).where(eq(carts.id, sessionCart.id));
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, customerCart.id));
      });
    },
  };
}

/** Units of a SKU held by unexpired lines of the carts `others` selects (a line without an end holds forever). */
async function reservedByOthers(tx: Pick<Db, 'execute'>, skuId: number, others: SQL, now: Date): Promise<number> {
  const [row] = await queryRows<{ units: number | null }>(
    tx,
    sql`select sum(i.quantity) as units from cart_items i join carts on carts.id = i.cart_id
        where i.sku_id = ${skuId} and ${others} and (i.reserved_until is null or i.reserved_until > ${now.toISOString()})`,
  );
  return Number(row?.units ?? 0);
}
