/**
 * The store's content and frame: company settings and identity, social networks, banners, the footer's
 * seals and payment flags, the FAQ, custom pages and contact topics.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { money } from './columns';
import { paymentGateways } from './store';

/** One row (id 1): the settings the widgets read through getCompany, plus the theme. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    nameStore: text('name_store').notNull(),
    fantasyName: text('fantasy_name').notNull(),
    phoneContact: varchar('phone_contact', { length: 20 }).notNull(),
    logo: text('logo').notNull(),
    urlStore: text('url_store').notNull().default(''),
    theme: varchar('theme', { length: 40 }).notNull().default('default'),
    /** N name, C/O manual order, P price, V best sellers, R newest. */
    sortDefault: char('sort_default', { length: 1 }).notNull().default('V'),
    orderBy: varchar('order_by', { length: 4 }).notNull().default('asc'),
    usePurchaseFacilitator: char('use_purchase_facilitator', { length: 1 }).notNull().default('S'),
    quantityItemsPage: smallint('quantity_items_page').notNull().default(12),
    infiniteScrolling: boolean('infinite_scrolling').notNull().default(false),
    viewProductFiltersUrl: boolean('view_product_filters_url').notNull().default(false),
    showInstallmentAtListsAndDetail: boolean('show_installment_at_lists_and_detail').notNull().default(true),
    showProductAvaliationStars: boolean('show_product_avaliation_stars').notNull().default(true),
    quantityProductsToShowAtShowcase: smallint('quantity_products_to_show_at_showcase').notNull().default(8),
    complementText: text('complement_text').notNull().default(''),
    statusGtm: boolean('status_gtm').notNull().default(false),
    gtm: text('gtm').notNull().default(''),
    idPixel: text('id_pixel').notNull().default(''),
    statusPolicyPrivacy: boolean('status_policy_privacy').notNull().default(true),
    policyPrivacy: text('policy_privacy').notNull().default(''),
    policyPrivacyVersion: varchar('policy_privacy_version', { length: 20 }).notNull().default('1'),
    /** The banner's text; [linkPolitica] becomes the link to the policy page (customer-area §3). */
    policyPrivacyAlertText: text('policy_privacy_alert_text').notNull().default(''),
    policyPrivacyModifiedAt: timestamp('policy_privacy_modified_at', { withTimezone: true, mode: 'date' }),
    /** B2B store: identification by e-mail or CNPJ, registration of companies only. */
    statusB2b: boolean('status_b2b').notNull().default(false),
    /** The registration asks to accept the terms below. */
    termToAccept: boolean('term_to_accept').notNull().default(false),
    termToAcceptText: text('term_to_accept_text').notNull().default(''),
    /** Social sign-in app ids; '' hides the provider's button. */
    googleAppId: text('google_app_id').notNull().default(''),
    facebookAppId: text('facebook_app_id').notNull().default(''),
    /** Installment without interest: minimum value of one installment. */
    minInstallmentValue: money('min_installment_value').notNull().default(5),
    /** The store's city (the Pix BR Code's merchant city). */
    city: varchar('city', { length: 60 }).notNull().default('São Paulo'),
    /**
     * Discount for paying by Pix, in percent of the items after their other discounts (shipping excluded;
     * src/format/pix-price.ts); 0 shows no Pix price and discounts nothing.
     */
    pixDiscountPercent: numeric('pix_discount_percent', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('company_settings_single_row', sql`${t.id} = 1`),
    check('company_settings_pix_discount', sql`${t.pixDiscountPercent} >= 0`),
  ],
);

export const socialNetworks = pgTable('social_networks', {
  id: serial('id').primaryKey(),
  /** instagram, facebook, whatsapp, youtube, tiktok ... */
  identifier: varchar('identifier', { length: 40 }).notNull(),
  /** URL, handle or phone number, depending on the network. */
  content: text('content').notNull(),
  contactMessage: text('contact_message').notNull().default(''),
  show: boolean('show').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

/**
 * Banners by area: home types F (full), C (central), L (side), R (footer); category, group and brand
 * banners carry the friendly path they belong to ('casa/sala/c', 'ofertas/g', 'aurora-casa/m').
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 'home', 'category', 'group' or 'brand'. */
    area: varchar('area', { length: 10 }).notNull(),
    /** Home position F, C, L or R; category banners use the same letters. */
    type: char('type', { length: 1 }).notNull().default('F'),
    /** Friendly path for category/group/brand banners ('casa/sala/c'), '' on home. */
    path: varchar('path', { length: 500 }).notNull().default(''),
    nameFileImage: text('name_file_image').notNull(),
    link: text('link').notNull().default(''),
    /** Store HTML; sanitised by the widget before rendering. */
    description: text('description').notNull().default(''),
    /** 1: the area's banners show in random order. */
    random: smallint('random').notNull().default(0),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_area_type_path_idx').on(t.area, t.type, t.path)],
);

/** The footer's security seals: an image with a link, or the provider's HTML code (sanitised when shown). */
export const seals = pgTable('seals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull().default(''),
  image: text('image').notNull().default(''),
  code: text('code').notNull().default(''),
  show: boolean('show').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

/** One row (id 1): the company's legal identity, rating seal and WhatsApp, beside company_settings. */
export const companyInfo = pgTable(
  'company_info',
  {
    id: smallint('id').primaryKey().default(1),
    /** Fourteen digits, '' for none. */
    cnpj: varchar('cnpj', { length: 14 }).notNull().default(''),
    street: text('street').notNull().default(''),
    number: varchar('number', { length: 20 }).notNull().default(''),
    complement: text('complement').notNull().default(''),
    district: text('district').notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    state: char('state', { length: 2 }).notNull().default(''),
    postcode: varchar('postcode', { length: 8 }).notNull().default(''),
    /** The e-commerce rating seal's id; '' shows no rating seal. */
    idEBit: varchar('id_ebit', { length: 40 }).notNull().default(''),
    /** Digits with the country code for the floating WhatsApp button; '' hides it. */
    whatsapp: varchar('whatsapp', { length: 20 }).notNull().default(''),
    whatsappMessage: text('whatsapp_message').notNull().default(''),
  },
  (t) => [check('company_info_single_row', sql`${t.id} = 1`)],
);

/** Payment methods and brands of each gateway (the footer's flags); ids 320–323 are card, boleto, Pix and transfer. */
export const paymentBrands = pgTable(
  'payment_brands',
  {
    id: serial('id').primaryKey(),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => paymentGateways.id, { onDelete: 'cascade' }),
    /** The payment method the brand belongs to ('Cartão de crédito', 'Boleto', 'Pix' …). */
    method: text('method').notNull(),
    name: text('name').notNull(),
    namePayment: text('name_payment').notNull(),
    idPaymentBrand: integer('id_payment_brand').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('payment_brands_gateway_idx').on(t.gatewayId)],
);

/** The FAQ page's questions, in `position` order; the answer is store HTML (sanitised by the widget). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    /** Store HTML; sanitised by the widget before rendering. */
    answer: text('answer').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('faqs_position_idx').on(t.position)],
);

/** The store's custom pages ('Institucional', 'Ajuda' ...): groups of contents, listed in the footer. */
export const customPages = pgTable('custom_pages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The spec's `order`. */
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** The contents of a custom page: /institucional/{customPageId}/{id}. */
export const customPageContents = pgTable(
  'custom_page_contents',
  {
    id: serial('id').primaryKey(),
    customPageId: integer('custom_page_id')
      .notNull()
      .references(() => customPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Store HTML; sanitised by the widget before rendering. */
    content: text('content').notNull().default(''),
    titlePage: text('title_page').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    metatag: text('metatag').notNull().default(''),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('custom_page_contents_page_idx').on(t.customPageId, t.position)],
);

/**
 * The topics of the contact form ('Selecione a Descrição', catalogue-and-discovery §3 Contact topic). A
 * message goes by e-mail to the topic's `email`, or to the store's contact address (CONTACT_EMAIL) when
 * it is empty; inactive topics are not offered and not accepted.
 */
export const contactTopics = pgTable(
  'contact_topics',
  {
    id: serial('id').primaryKey(),
    description: varchar('description', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('contact_topics_position_idx').on(t.position)],
);
