/**
 * Orders (issue 12; customer-area §3, §4): the order with its totals and payment, the delivery address as
 * it was, the items, the status history, the files of digital items, the store credit (Vale Compra), and
 * the parcels of dispatched orders with their carrier events.
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
import { bytea, createdAt, money } from './columns';
import { discountKeys, vouchers } from './cart';
import { customers } from './customers';

/** An order of a customer; totals in reais as placed (never recomputed). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dateOrder: timestamp('date_order', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The customer's e-mail when the order was placed. */
    email: varchar('email', { length: 254 }).notNull(),
    totalItems: money('total_items').notNull(),
    totalShipping: money('total_shipping').notNull().default(0),
    totalDiscount: money('total_discount').notNull().default(0),
    /** The Pix discount (company pixDiscountPercent), a part of totalDiscount; 0 for other methods. */
    pixDiscount: money('pix_discount').notNull().default(0),
    /** Store credit (Vale Compra) used. */
    totalStoreCredit: money('total_store_credit').notNull().default(0),
    interestValue: money('interest_value').notNull().default(0),
    total: money('total').notNull(),
    installments: smallint('installments').notNull().default(1),
    installmentValue: money('installment_value').notNull(),
    /** Days after the payment's confirmation; business days when usefulDay. */
    deliveryTime: smallint('delivery_time').notNull().default(0),
    usefulDay: boolean('useful_day').notNull().default(true),
    shippingName: text('shipping_name').notNull(),
    /** The frenet carrier's name (replaces the shipping name), or null. */
    carrierName: text('carrier_name'),
    /** pix, boleto or card. */
    paymentMethod: varchar('payment_method', { length: 6 }).notNull(),
    gatewayId: integer('gateway_id').notNull(),
    gatewayName: text('gateway_name').notNull(),
    /** Pix BR Code payload or the 47-digit linha digitável; null for a card. */
    paymentCode: text('payment_code'),
    /** The gateway's payment page (gateway 17), or null. */
    paymentLink: text('payment_link'),
    /** Card (issue 25): the gateway's id of the approved payment (a refund needs it), the brand and the last 4 digits. */
    paymentReference: text('payment_reference'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: char('card_last4', { length: 4 }),
    discountKeyId: integer('discount_key_id').references(() => discountKeys.id, { onDelete: 'set null' }),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('orders_payment_method', sql`${t.paymentMethod} in ('pix', 'boleto', 'card')`),
    check('orders_installments', sql`${t.installments} >= 1`),
    index('orders_customer_history_idx').on(t.customerId, t.dateOrder.desc(), t.id.desc()),
  ],
);

/** The delivery address as it was when the order was placed (none for an order of only digital items). */
export const orderAddresses = pgTable('order_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  receiver: varchar('receiver', { length: 50 }).notNull(),
  zipCode: char('zip_code', { length: 8 }).notNull(),
  streetAddress: varchar('street_address', { length: 50 }).notNull(),
  number: varchar('number', { length: 5 }).notNull(),
  complement: varchar('complement', { length: 20 }).notNull().default(''),
  neighbourhood: varchar('neighbourhood', { length: 30 }).notNull(),
  city: varchar('city', { length: 30 }).notNull(),
  state: char('state', { length: 2 }).notNull(),
  phoneContact: varchar('phone_contact', { length: 11 }).notNull().default(''),
});

/** The items of an order, as sold (name, unit price and variations copied). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** 0 for a product without variations. */
    skuId: integer('sku_id').notNull().default(0),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    variations: jsonb('variations').$type<Array<{ nameReference: string; nameVariation: string }>>().notNull().default([]),
  },
  (t) => [check('order_items_quantity', sql`${t.quantity} >= 1`), index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** The status history of an order; the current status is the latest dated entry (customer-area §4). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Two digits; '06' is expired or not payable. */
    code: char('code', { length: 2 }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** The files of a digital item of an order (small files, kept in the row). */
export const orderItemAttachments = pgTable(
  'order_item_attachments',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('order_item_attachments_item_idx').on(t.orderItemId)],
);

/** Store credit (Vale Compra): credits (with an expiry) and debits (tied to the order that used them). */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** C credit, D debit. */
    kind: char('kind', { length: 1 }).notNull(),
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Credits only. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Debits: the order that used the credit. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('store_credit_kind', sql`${t.kind} in ('C', 'D')`),
    check('store_credit_amount_positive', sql`${t.amount} > 0`),
    index('store_credit_customer_idx').on(t.customerId, t.registeredAt.desc()),
  ],
);

/**
 * The parcel of a dispatched order (one per order): the carrier, its tracking code and where it goes.
 * `posted_at` is when it was handed to the carrier; `delivered_at` is set with the delivered event, so the
 * periodic refresh skips finished parcels.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: varchar('carrier', { length: 80 }).notNull(),
    trackingCode: varchar('tracking_code', { length: 40 }).notNull(),
    destinationCity: varchar('destination_city', { length: 100 }).notNull().default(''),
    destinationState: varchar('destination_state', { length: 2 }).notNull().default(''),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipments_order_idx').on(t.orderId), uniqueIndex('shipments_code_idx').on(t.carrier, t.trackingCode), index('shipments_open_idx').on(t.deliveredAt)],
);

/** What the carrier reported, once each (the unique index makes a repeated refresh insert nothing, and mail nothing). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** posted | in_transit | out_for_delivery | delivered */
    status: varchar('status', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    place: varchar('place', { length: 200 }).notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('shipment_events_once_idx').on(t.shipmentId, t.status, t.occurredAt)],
);
