CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area" varchar(10) NOT NULL,
	"type" char(1) DEFAULT 'F' NOT NULL,
	"path" varchar(500) DEFAULT '' NOT NULL,
	"name_file_image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"random" smallint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rate" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_product_id_customer_id_pk" PRIMARY KEY("product_id","customer_id"),
	CONSTRAINT "product_ratings_rate_range" CHECK ("product_ratings"."rate" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_kind_related_id_pk" PRIMARY KEY("product_id","kind","related_id")
);
--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_area_type_path_idx" ON "banners" USING btree ("area","type","path");