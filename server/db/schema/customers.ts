/**
 * Customers and what hangs on them: sessions, addresses, access codes, reset and e-mail change tokens, the
 * outbox, newsletter categories, social logins, and the offline CEP table.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Digits only. */
    cpfCnpj: varchar('cpf_cnpj', { length: 14 }),
    /** F = pessoa física, J = pessoa jurídica. */
    personType: char('person_type', { length: 1 }).notNull().default('F'),
    fantasyName: text('fantasy_name'),
    /** Responsible person of a company. */
    contact: text('contact'),
    phone: varchar('phone', { length: 20 }),
    phone2: varchar('phone2', { length: 20 }),
    dateBirth: date('date_birth', { mode: 'string' }),
    /** scrypt$N$r$p$salt$hash, or null for customers who never set a password. */
    passwordHash: text('password_hash'),
    termAccepted: boolean('term_accepted').notNull().default(false),
    /** The privacy policy version last accepted ('' never) and when (customer-area §4). */
    policyPrivacyVersion: varchar('policy_privacy_version', { length: 20 }).notNull().default(''),
    policyPrivacyAcceptedAt: timestamp('policy_privacy_accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('customers_person_type', sql`${t.personType} in ('F', 'J')`),
    uniqueIndex('customers_email_key').on(t.email),
    index('customers_cpf_cnpj_idx').on(t.cpfCnpj),
  ],
);

/** Server-side sessions; id is the random token in the jet_session cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The delivery and billing addresses of a customer (customer-area §3 Address). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identification: varchar('identification', { length: 50 }).notNull().default(''),
    receiver: varchar('receiver', { length: 50 }).notNull().default(''),
    /** Digits only. */
    phoneContact: varchar('phone_contact', { length: 11 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isBilling: boolean('is_billing').notNull().default(false),
    /** 8 digits. */
    zipCode: char('zip_code', { length: 8 }).notNull(),
    streetAddress: varchar('street_address', { length: 50 }).notNull(),
    number: varchar('number', { length: 5 }).notNull(),
    complement: varchar('complement', { length: 20 }).notNull().default(''),
    neighbourhood: varchar('neighbourhood', { length: 30 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    state: char('state', { length: 2 }).notNull(),
    /** 1 residential, 0 commercial. */
    addressType: smallint('address_type').notNull().default(1),
    referencePoint: varchar('reference_point', { length: 100 }).notNull().default(''),
    /**
     * The address's id in the store's own systems (ERP, marketplace; customer-area §3 Address), null when
     * it has none. Written by those integrations, never by the shopper's forms.
     */
    externalId: varchar('external_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    // at most one delivery and one billing address per customer
    uniqueIndex('addresses_default_key').on(t.customerId).where(sql`${t.isDefault}`),
    uniqueIndex('addresses_billing_key').on(t.customerId).where(sql`${t.isBilling}`),
    check('addresses_type', sql`${t.addressType} in (0, 1)`),
  ],
);

/**
 * Access codes of the identification step: 6 digits stored hashed, bound to the session that asked,
 * alive 10 minutes, 5 tries; sent_at drives the resend cooldown.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('access_codes_session_idx').on(t.sessionId), index('access_codes_customer_idx').on(t.customerId)],
);

/** Single-use password reset tokens (the e-mailed link), stored as a SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/**
 * Pending e-mail changes: the link e-mailed to the new address, stored as a SHA-256 of its token, single
 * use, alive 24 hours; a customer has at most one live request (a new one retires the earlier ones).
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_customer_idx').on(t.customerId)],
);

/** Outgoing e-mails: kept here (the demo's outbox page reads them) and sent by SMTP when SMTP_URL is set. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Newsletter categories a customer may choose on registration (customer-area §3). */
export const emailInfoCategories = pgTable('email_info_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  position: smallint('position').notNull().default(0),
});

export const customerEmailCategories = pgTable(
  'customer_email_categories',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => emailInfoCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.categoryId] })],
);

/** A social sign-in linked to a customer: the provider and the provider's own id of the person. */
export const socialLogins = pgTable(
  'social_logins',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'Google' or 'Facebook'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_logins_customer_idx').on(t.customerId)],
);

/** Real CEPs for the offline lookup (customer-area §5 CEP): the demo and tests need no internet. */
export const postcodes = pgTable('postcodes', {
  /** 8 digits. */
  cep: char('cep', { length: 8 }).primaryKey(),
  streetAddress: varchar('street_address', { length: 50 }).notNull().default(''),
  neighbourhood: varchar('neighbourhood', { length: 30 }).notNull().default(''),
  city: varchar('city', { length: 30 }).notNull(),
  state: char('state', { length: 2 }).notNull(),
});

// Orders (issue 12; customer-area §3, §4): the order with its totals and payment, the delivery address as it
// was, the items, the status history, the files of digital items, and the store credit (Vale Compra).
