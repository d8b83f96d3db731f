CREATE TABLE "listing_facets" (
	"scope" char(1) NOT NULL,
	"scope_id" integer NOT NULL,
	"total" integer NOT NULL,
	"filters" jsonb NOT NULL,
	CONSTRAINT "listing_facets_scope_scope_id_pk" PRIMARY KEY("scope","scope_id")
);
--> statement-breakpoint
CREATE TABLE "product_listing" (
	"scope" char(1) NOT NULL,
	"scope_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sold_count" integer NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort_name" text NOT NULL,
	"position" integer NOT NULL,
	"brand_id" integer,
	"category_ids" integer[] NOT NULL,
	"variation_ids" integer[] NOT NULL,
	"attribute_value_ids" integer[] NOT NULL,
	CONSTRAINT "product_listing_scope_scope_id_product_id_pk" PRIMARY KEY("scope","scope_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"v" "tsvector" NOT NULL,
	"sold_count" integer NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort_name" text NOT NULL,
	"position" integer NOT NULL,
	"brand_id" integer,
	"category_ids" integer[] NOT NULL,
	"variation_ids" integer[] NOT NULL,
	"attribute_value_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_sold_idx" ON "product_listing" USING btree ("scope","scope_id","sold_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("scope","scope_id","sale_price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_idx" ON "product_listing" USING btree ("scope","scope_id","created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_name_idx" ON "product_listing" USING btree ("scope","scope_id","sort_name" collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_position_idx" ON "product_listing" USING btree ("scope","scope_id","position","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_product_idx" ON "product_listing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_v_idx" ON "product_search" USING gin ("v");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count" DESC NULLS LAST,"product_id");