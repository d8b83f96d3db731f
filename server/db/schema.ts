/**
 * The store's database schema, shared by PGlite and PostgreSQL. Migrations in ./migrations are generated
 * from this file by drizzle-kit (`npm run db:generate`); 0000_extensions.sql is hand-written and creates
 * the extensions, the accent-free text search configuration `pt_unaccent` and `jet_unaccent()`.
 *
 * Money is numeric(12,2) read as a JS number. Column names are snake_case in SQL.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    urlFriendly: varchar('url_friendly', { length: 160 }).notNull(),
    logo: text('logo').notNull().default(''),
    title: text('title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    /** Hex colour used by the placeholder logo. */
    color: varchar('color', { length: 7 }).notNull().default('#334155'),
  },
  (t) => [uniqueIndex('brands_url_friendly_key').on(t.urlFriendly), index('brands_name_idx').on(t.name)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    urlFriendly: varchar('url_friendly', { length: 160 }).notNull(),
    title: text('title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** Shown as a showcase on the home page. */
    showOnHome: boolean('show_on_home').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('groups_url_friendly_key').on(t.urlFriendly)],
);

/**
 * Category tree, 1 to 4 levels. levelCode holds two characters per depth ('01', '0103', '010302'), so a
 * subtree is `level_code like '0103%'`. path is the full friendly path ('casa/sala/sofas'), unique.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    levelCode: varchar('level_code', { length: 8 }).notNull(),
    urlFriendly: varchar('url_friendly', { length: 160 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    image: text('image').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('categories_level_range', sql`${t.level} between 1 and 4`),
    uniqueIndex('categories_level_code_key').on(t.levelCode),
    uniqueIndex('categories_path_key').on(t.path),
    index('categories_parent_idx').on(t.parentId),
    index('categories_level_code_prefix_idx').on(t.levelCode.op('varchar_pattern_ops')),
  ],
);

/** Product seals (catalogue-and-discovery §3 'Product card' sealStatus): 'Frete Grátis', 'Lançamento' ... drawn on the card. */
export const productSeals = pgTable('product_seals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Image URL, or '' (the card then shows the name). */
  image: text('image').notNull().default(''),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    urlFriendly: varchar('url_friendly', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    /** Promotional price, null when there is none. */
    pricePromotion: money('price_promotion'),
    /** 1 = percent, 2 = value. */
    typeDiscount: smallint('type_discount').notNull().default(1),
    valueDiscount: money('value_discount').notNull().default(0),
    /** The price a shopper pays: the promotion when it is lower than the price. Sorts and price filters use it. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when price_promotion is not null and price_promotion > 0 and price_promotion < price then price_promotion else price end`,
      ),
    /** 1 = regular, 3 = sold on request (quote). */
    idTypeProduct: smallint('id_type_product').notNull().default(1),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The seal drawn on the product's card, or null. */
    sealId: integer('seal_id').references(() => productSeals.id, { onDelete: 'set null' }),
    /** Average rating 0-5. */
    rate: real('rate').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    /** Sum of the visible SKUs' stock, kept with the SKUs (listing speed). */
    stock: integer('stock').notNull().default(0),
    flagExhausted: boolean('flag_exhausted').notNull().default(false),
    offerEndDate: timestamp('offer_end_date', { withTimezone: true, mode: 'date' }),
    installmentMax: smallint('installment_max').notNull().default(1),
    /** Manual order ('ordem' sort), lower first. */
    position: integer('position').notNull().default(0),
    /** Sold or delivered digitally (no freight). */
    isVirtual: boolean('is_virtual').notNull().default(false),
    active: boolean('active').notNull().default(true),
    weightGrams: integer('weight_grams').notNull().default(500),
    createdAt: createdAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(description, '')), 'C')`,
      ),
    /** Lower-case name without accents, for suggestions and trigram similarity. */
    nameUnaccent: text('name_unaccent')
      .notNull()
      .generatedAlwaysAs(sql`jet_unaccent(lower(name))`),
  },
  (t) => [
    check('products_rate_range', sql`${t.rate} between 0 and 5`),
    uniqueIndex('products_url_friendly_key').on(t.urlFriendly),
    index('products_brand_idx').on(t.brandId),
    index('products_name_idx').on(t.name),
    index('products_sale_price_idx').on(t.salePrice),
    index('products_sold_count_idx').on(t.soldCount.desc()),
    index('products_created_at_idx').on(t.createdAt.desc()),
    index('products_position_idx').on(t.position),
    index('products_offer_end_idx').on(t.offerEndDate),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.nameUnaccent.op('gin_trgm_ops')),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The category shown in the breadcrumb of the product. */
    main: boolean('main').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const productGroups = pgTable(
  'product_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    index('product_groups_group_idx').on(t.groupId, t.position),
  ],
);

/** Kinds of variation: Cor, Tamanho, Voltagem. ('references' is an SQL keyword, hence the table name.) */
export const references = pgTable('variation_references', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'color' (swatches), 'size' or 'text'. */
  referenceType: varchar('reference_type', { length: 10 }).notNull().default('text'),
  ordination: smallint('ordination').notNull().default(0),
});

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    referenceId: integer('reference_id')
      .notNull()
      .references(() => references.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex colour for colour swatches, '' otherwise. */
    color: varchar('color', { length: 7 }).notNull().default(''),
    image: text('image').notNull().default(''),
    displayOrder: smallint('display_order').notNull().default(0),
  },
  (t) => [index('variations_reference_idx').on(t.referenceId)],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 60 }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** Null: the product's price applies. */
    price: money('price'),
    pricePromotion: money('price_promotion'),
    /** The SKU chosen when the shopper picks no variation (the only SKU of a product without variations). */
    standard: boolean('standard').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    check('skus_stock_non_negative', sql`${t.stock} >= 0`),
    index('skus_product_idx').on(t.productId),
    uniqueIndex('skus_code_key').on(t.code),
  ],
);

export const skuVariations = pgTable(
  'sku_variations',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.variationId] }), index('sku_variations_variation_idx').on(t.variationId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: smallint('position').notNull().default(0),
    /** Image of one colour, or null for every variation. */
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'set null' }),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Filterable product attributes (Material ...) and their values (Algodão, Couro ...). */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId)],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attributes_value_idx').on(t.attributeValueId),
  ],
);

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

/** A cart belongs to a session (anonymous shopper) or to a customer (after login). */
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

/** Quote requests for products sold on request (idTypeProduct 3). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId)],
);

/** Back-in-stock alerts; one per e-mail, product and SKU (a duplicate answers [Err 045]). */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('stock_alerts_email_product_sku_key').on(t.email, t.productId, sql`coalesce(${t.skuId}, 0)`),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);

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

/** Curated product relations: 'related' (shown on the product page) and 'also_purchased'. */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** How often the pair was bought together, or the curated order; higher first. */
    weight: integer('weight').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedId] })],
);

/** One rating per customer and product; products.rate and rating_count are kept from these rows. */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rate: smallint('rate').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customerId] }), check('product_ratings_rate_range', sql`${t.rate} between 1 and 5`)],
);

/*
 * Listing read model (catalogue-performance-notes.md): denormalised rows kept by server/repositories/catalogue/listing-index.ts
 * (rebuilt by the seed, refreshed for the products a write touches). Only active products have rows.
 */

/**
 * One row per product per listing scope: 'c' every ancestor category of the product's categories (a
 * closure table: a category listing reads its own rows, never a subtree), 'm' its brand, 'g' each group.
 * The sort keys and the filterable facts are copied here, with one (scope, scope_id, key, product_id)
 * index per sort, so a page is an index walk and every order has the product id as its unique tie-break.
 */
export const productListing = pgTable(
  'product_listing',
  {
    scope: char('scope', { length: 1 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    soldCount: integer('sold_count').notNull(),
    salePrice: money('sale_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** products.name_unaccent (lower case, no accents); sorted with collate "C". */
    sortName: text('sort_name').notNull(),
    /** products.position; in a group, the product's position in the group. */
    position: integer('position').notNull(),
    brandId: integer('brand_id'),
    /** Every category of the product and their ancestors. */
    categoryIds: integer('category_ids').array().notNull(),
    /** Variations of the product's visible SKUs. */
    variationIds: integer('variation_ids').array().notNull(),
    attributeValueIds: integer('attribute_value_ids').array().notNull(),
    /** Not sold out as the card shows it (LISTED_AVAILABLE in listing-index.ts): every order lists these first. */
    available: boolean('available').notNull().default(true),
    /** The promotion price is below the price (the onSale filter). */
    onSale: boolean('on_sale').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.scopeId, t.productId] }),
    // Each sort index leads on availability (sold-out last in every order): one per direction, since a
    // descending key walked backwards would put the sold-out products first. `desc nulls first` is what a
    // plain `desc` in ORDER BY means, so the listing's orders match these indexes.
    index('product_listing_sold_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), t.soldCount.desc(), t.productId),
    index('product_listing_price_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), t.salePrice, t.productId),
    index('product_listing_price_desc_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), t.salePrice.desc().nullsFirst(), t.productId.desc().nullsFirst()),
    index('product_listing_created_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), t.createdAt.desc(), t.productId),
    index('product_listing_name_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), sql`${t.sortName} collate "C"`, t.productId),
    index('product_listing_name_desc_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), sql`${t.sortName} collate "C" desc`, t.productId.desc().nullsFirst()),
    index('product_listing_position_idx').on(t.scope, t.scopeId, t.available.desc().nullsFirst(), t.position, t.productId),
    index('product_listing_product_idx').on(t.productId),
  ],
);

/** Facets of each unfiltered listing (same scopes as product_listing): the getFilters answer, precomputed. */
export const listingFacets = pgTable(
  'listing_facets',
  {
    scope: char('scope', { length: 1 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    total: integer('total').notNull(),
    /** A ListingFilters (src/api/operations/catalogue.types.ts). */
    filters: jsonb('filters').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.scopeId] })],
);

/** Narrow search table: one row per active product, its search vector and the listing facts. */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    v: tsvector('v').notNull(),
    soldCount: integer('sold_count').notNull(),
    salePrice: money('sale_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sortName: text('sort_name').notNull(),
    position: integer('position').notNull(),
    brandId: integer('brand_id'),
    categoryIds: integer('category_ids').array().notNull(),
    variationIds: integer('variation_ids').array().notNull(),
    attributeValueIds: integer('attribute_value_ids').array().notNull(),
    available: boolean('available').notNull().default(true),
    onSale: boolean('on_sale').notNull().default(false),
  },
  (t) => [
    index('product_search_v_idx').using('gin', t.v),
    index('product_search_sold_idx').on(t.available.desc().nullsFirst(), t.soldCount.desc(), t.productId),
  ],
);

/**
 * The catalogue's words (product names, brands, categories), refreshed with the listing read model: what a
 * misspelt search term is corrected against (server/repositories/catalogue/search-vocabulary.ts).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    /** Lower case, accents removed: what a normalised term is compared with. */
    word: text('word').primaryKey(),
    /** The word as the catalogue writes it, lower case with its accents ('sofá'): what 'Você quis dizer' shows. */
    display: text('display').notNull(),
    /** Active products whose name, brand or category has the word (the more common reading wins a tie). */
    products: integer('products').notNull(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
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

// ---------------------------------------------------------------------------------------------------------
// Orders (issue 12; customer-area §3, §4): the order with its totals and payment, the delivery address as it
// was, the items, the status history, the files of digital items, and the store credit (Vale Compra).

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

// ---- contact (issue 13/14) ----
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
// ---- end contact ----
// ---- store-frame (issue 13/14) ----
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
// ---- end store-frame ----
// ---- site-pages (issue 13/14) ----

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

// ---- end site-pages ----
// ---- engage (issue 13/14) ----
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
// ---- end engage ----
// ---- limits (issue 13/14) ----
/**
 * Rate-limit and attempt counters shared by every server process on one PostgreSQL (server/lib/counters.ts):
 * one row per key (class, operation, address or identifier), the hits of its current fixed window and when
 * that window ends. Expired rows are swept (server/main.ts, hourly).
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('limit_counters_resets_idx').on(t.resetsAt)],
);

/** Versions shared by the processes (the answer cache's catalogue version: server/lib/answer-cache.ts). */
export const sharedVersions = pgTable('shared_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
// ---- end limits ----
// ---- secure (issue 13/14) ----
/**
 * Server-wide secrets made once, on the first start, and shared by every process on the database (the
 * anti-forgery HMAC key, unless XSRF_SECRET gives one): a token signed by one process holds on the others
 * and across restarts.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
// ---- end secure ----
// ---- tracking ----
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
// ---- end tracking ----
