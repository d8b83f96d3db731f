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
CREATE INDEX "product_listing_price_desc_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sale_price" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_listing_name_desc_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sort_name" collate "C" desc,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_listing_sold_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sold_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sale_price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_name_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"sort_name" collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_position_idx" ON "product_listing" USING btree ("scope","scope_id","available" DESC NULLS FIRST,"position","product_id");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("available" DESC NULLS FIRST,"sold_count" DESC NULLS LAST,"product_id");