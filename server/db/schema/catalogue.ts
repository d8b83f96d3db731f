/**
 * The catalogue: brands, groups, categories, products with their SKUs, variations, images and attributes,
 * relations, ratings, quote requests and back-in-stock alerts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { createdAt, money, tsvector } from './columns';
import { customers } from './customers';

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
