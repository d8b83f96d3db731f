/**
 * The store's settings for selling: payment gateways, shipping modes with their CEP ranges, rates and free-
 * shipping rules, and redirects of old addresses.
 */
import { boolean, char, index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

/** Payment gateways and their installment rules. */
export const paymentGateways = pgTable('payment_gateways', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  installmentMax: smallint('installment_max').notNull().default(1),
  minInstallmentValue: money('min_installment_value').notNull().default(0),
  /** Monthly interest in percent above interestFreeUpTo. */
  interest: numeric('interest', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  interestFreeUpTo: smallint('interest_free_up_to').notNull().default(1),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Shipping modes. A digital mode needs no postcode and serves carts of only virtual products. */
export const shippingModes = pgTable('shipping_modes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Days; 0 is immediate dispatch. */
  deliveryTime: smallint('delivery_time').notNull().default(0),
  /** The days are business days. */
  usefulDay: boolean('useful_day').notNull().default(true),
  scheduledDelivery: boolean('scheduled_delivery').notNull().default(false),
  digital: boolean('digital').notNull().default(false),
  /** Free when a free-shipping rule is reached. */
  freeShippingEligible: boolean('free_shipping_eligible').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** The CEP ranges a mode delivers to (8 digits, inclusive). */
export const shippingModeRanges = pgTable(
  'shipping_mode_ranges',
  {
    id: serial('id').primaryKey(),
    modeId: integer('mode_id')
      .notNull()
      .references(() => shippingModes.id, { onDelete: 'cascade' }),
    cepStart: char('cep_start', { length: 8 }).notNull(),
    cepEnd: char('cep_end', { length: 8 }).notNull(),
  },
  (t) => [index('shipping_mode_ranges_cep_idx').on(t.cepStart, t.cepEnd)],
);

/**
 * A mode's price: the row with the highest minSubtotal the cart reaches and the smallest maxWeightGrams
 * that holds the cart's weight (null: any weight). No row: the mode does not serve that cart.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    modeId: integer('mode_id')
      .notNull()
      .references(() => shippingModes.id, { onDelete: 'cascade' }),
    minSubtotal: money('min_subtotal').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams'),
    price: money('price').notNull(),
  },
  (t) => [index('shipping_rates_mode_idx').on(t.modeId)],
);

/** Free-shipping rules: from minSubtotal on, for a CEP range or (both null) the general rule. */
export const freeShippingRules = pgTable('free_shipping_rules', {
  id: serial('id').primaryKey(),
  cepStart: char('cep_start', { length: 8 }),
  cepEnd: char('cep_end', { length: 8 }),
  minSubtotal: money('min_subtotal').notNull(),
  /** The store's text; '[Valor]' stands for the remaining amount. */
  cartInformation: text('cart_information').notNull(),
  cartDisplayInfo: boolean('cart_display_info').notNull().default(true),
  active: boolean('active').notNull().default(true),
});

/** Old addresses of the store and where they moved (same-site paths). */
export const redirects = pgTable('redirects', {
  oldPath: text('old_path').primaryKey(),
  newPath: text('new_path').notNull(),
});
