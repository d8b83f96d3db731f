/**
 * The cart and its rules: carts and lines, discount keys, store and product limits, vouchers, take X pay Y
 * promotions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { categories, products, skus } from './catalogue';
import { customers, sessions } from './customers';
import { shippingModes } from './store';

/**
 * Discount keys (coupons) a shopper types in the cart: a percent of the items' subtotal or a value in
 * reais, valid between starts_at and ends_at (null: open-ended) while active. Keys are stored in upper case.
 */
export const discountKeys = pgTable(
  'discount_keys',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull(),
    description: text('description').notNull().default(''),
    /** 1 = percent of the subtotal, 2 = value in reais (like products.type_discount). */
    typeDiscount: smallint('type_discount').notNull(),
    /** Percent (0-100] for type 1, reais for type 2. */
    valueDiscount: money('value_discount').notNull(),
    /** Subtotal the cart must reach for the key to apply (0: none). */
    minSubtotal: money('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
    /** Purchases the key may be used in (null: no cap); usedCount counts them (raised at checkout). */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_keys_key_key').on(t.key),
    check('discount_keys_type', sql`${t.typeDiscount} in (1, 2)`),
    check('discount_keys_value_positive', sql`${t.valueDiscount} > 0`),
    check('discount_keys_percent_range', sql`${t.typeDiscount} <> 1 or ${t.valueDiscount} <= 100`),
  ],
);

/** A cart belongs to a session (anonymous shopper) or to a customer (after login). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: varchar('session_id', { length: 64 }).references(() => sessions.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    postcode: varchar('postcode', { length: 8 }),
    /** The discount key applied to the cart, if any. */
    discountKeyId: integer('discount_key_id').references(() => discountKeys.id, { onDelete: 'set null' }),
    /** The voucher (vale-presente) applied, if any. */
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** The shipping mode chosen (its price is recomputed on every read), if any. */
    shippingModeId: integer('shipping_mode_id').references(() => shippingModes.id, { onDelete: 'set null' }),
    /** The one reservation extension was used. */
    reservationExtended: boolean('reservation_extended').notNull().default(false),
    /** Names of products whose expired lines were released and not yet reported to the shopper. */
    removedProducts: jsonb('removed_products').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_session_key').on(t.sessionId), uniqueIndex('carts_customer_key').on(t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The line's units are reserved until then (null: no expiry); refreshed on add and change. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 9999`),
    uniqueIndex('cart_items_cart_sku_key').on(t.cartId, t.skuId),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_sku_reserved_idx').on(t.skuId, t.reservedUntil),
  ],
);

/** Store-wide cart limits: 'V' total value (reais), 'C' item count. 0 means no bound. */
export const storeLimits = pgTable(
  'store_limits',
  {
    tipo: char('tipo', { length: 1 }).primaryKey(),
    minimo: money('minimo').notNull().default(0),
    maximo: money('maximo').notNull().default(0),
  },
  (t) => [check('store_limits_tipo', sql`${t.tipo} in ('V', 'C')`)],
);

/** Per-product 'Q' limits: quantity of one line between minimo and maximo (0: none), a multiple of multiplo. */
export const productLimits = pgTable(
  'product_limits',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    minimo: integer('minimo').notNull().default(0),
    maximo: integer('maximo').notNull().default(0),
    multiplo: integer('multiplo').notNull().default(1),
  },
  (t) => [check('product_limits_multiplo', sql`${t.multiplo} >= 1`)],
);

/** Vouchers (vale-presente): a value in reais, valid in a window, used once (at checkout). */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    value: money('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    used: boolean('used').notNull().default(false),
    /** The customer it was issued to (the cart suggests it to them); null: anyone who has the code. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    check('vouchers_value_positive', sql`${t.value} > 0`),
    index('vouchers_customer_idx').on(t.customerId),
  ],
);

/** Take X pay Y ('Leve 3 Pague 2') on a product or on every product of a category. */
export const takePayPromotions = pgTable(
  'take_pay_promotions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    take: smallint('take').notNull(),
    pay: smallint('pay').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('take_pay_target', sql`(${t.productId} is null) <> (${t.categoryId} is null)`),
    check('take_pay_numbers', sql`${t.pay} >= 1 and ${t.take} > ${t.pay}`),
  ],
);
