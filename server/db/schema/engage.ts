/** Engagement: newsletter subscriptions, wish lists, event lists. */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './catalogue';
import { customers } from './customers';

/**
 * Newsletter sign-ups (cart-and-purchase §3 'Newsletter registration'): one per e-mail (lower case); a
 * second sign-up of the same e-mail is refused (server/routes/engage.ts). The chosen categories are ids of
 * email_info_categories; gender is 'M', 'F' or ''.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull().default(''),
    gender: varchar('gender', { length: 1 }).notNull().default(''),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

/** The wish list of a customer: one row per product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** The store's event lists (cart-and-purchase §3 'Event list entry': idType): gift lists of weddings, baby showers … */
export const eventLists = pgTable(
  'event_lists',
  {
    id: serial('id').primaryKey(),
    /** The kind of event (the store's ids: 1 Casamento, 2 Chá de bebê, 3 Aniversário, 4 Chá de casa nova). */
    typeId: smallint('type_id').notNull(),
    typeName: varchar('type_name', { length: 60 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    place: varchar('place', { length: 120 }).notNull().default(''),
    url: varchar('url', { length: 300 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('event_lists_date_idx').on(t.eventDate)],
);
