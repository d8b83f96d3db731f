/**
 * The catalogue's read model: listing rows, precomputed facets, the search table and its vocabulary
 * (repositories/catalogue/listing-index.ts keeps them).
 */
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { money, tsvector } from './columns';
import { products } from './catalogue';

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
