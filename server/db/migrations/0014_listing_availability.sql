DROP INDEX "product_listing_sold_idx";--> statement-breakpoint
DROP INDEX "product_listing_price_idx";--> statement-breakpoint
DROP INDEX "product_listing_created_idx";--> statement-breakpoint
DROP INDEX "product_listing_name_idx";--> statement-breakpoint
DROP INDEX "product_listing_position_idx";--> statement-breakpoint
DROP INDEX "product_search_sold_idx";--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing rows get their flags (LISTED_AVAILABLE and LISTED_ON_SALE of server/repositories/catalogue/listing-index.ts)
-- and the unfiltered filters answers their onSale and inStock counts; a rebuild writes the same.
UPDATE "product_listing" l SET "available" = (p.id_type_product = 3 OR (p.stock > 0 AND NOT p.flag_exhausted)),
  "on_sale" = (p.id_type_product <> 3 AND p.sale_price < p.price)
FROM "products" p WHERE p.id = l.product_id;--> statement-breakpoint
UPDATE "product_search" l SET "available" = (p.id_type_product = 3 OR (p.stock > 0 AND NOT p.flag_exhausted)),
  "on_sale" = (p.id_type_product <> 3 AND p.sale_price < p.price)
FROM "products" p WHERE p.id = l.product_id;--> statement-breakpoint
UPDATE "listing_facets" f SET "filters" = f.filters || jsonb_build_object('onSale', c.on_sale, 'inStock', c.in_stock)
FROM (
  SELECT scope, scope_id, count(*) FILTER (WHERE on_sale)::int AS on_sale, count(*) FILTER (WHERE available)::int AS in_stock
  FROM product_listing GROUP BY scope, scope_id
) c WHERE c.scope = f.scope AND c.scope_id = f.scope_id;--> statement-breakpoint
CREATE INDEX "product_listing_price_desc_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sale_price" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_listing_name_desc_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sort_name" collate "C" desc,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_listing_sold_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sold_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sale_price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_name_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sort_name" collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_position_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"position","product_id");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("available" DESC NULLS FIRST,"sold_count" DESC NULLS LAST,"product_id");