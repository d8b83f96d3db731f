CREATE TABLE "company_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cnpj" varchar(14) DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"number" varchar(20) DEFAULT '' NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"state" char(2) DEFAULT '' NOT NULL,
	"postcode" varchar(8) DEFAULT '' NOT NULL,
	"id_ebit" varchar(40) DEFAULT '' NOT NULL,
	"whatsapp" varchar(20) DEFAULT '' NOT NULL,
	"whatsapp_message" text DEFAULT '' NOT NULL,
	CONSTRAINT "company_info_single_row" CHECK ("company_info"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contact_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(120) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_page_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_page_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"title_page" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"metatag" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"type_name" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"event_date" date NOT NULL,
	"place" varchar(120) DEFAULT '' NOT NULL,
	"url" varchar(300) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"gender" varchar(1) DEFAULT '' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_id" integer NOT NULL,
	"method" text NOT NULL,
	"name" text NOT NULL,
	"name_payment" text NOT NULL,
	"id_payment_brand" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "custom_page_contents" ADD CONSTRAINT "custom_page_contents_custom_page_id_custom_pages_id_fk" FOREIGN KEY ("custom_page_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_brands" ADD CONSTRAINT "payment_brands_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_topics_position_idx" ON "contact_topics" USING btree ("position");--> statement-breakpoint
CREATE INDEX "custom_page_contents_page_idx" ON "custom_page_contents" USING btree ("custom_page_id","position");--> statement-breakpoint
CREATE INDEX "event_lists_date_idx" ON "event_lists" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");--> statement-breakpoint
CREATE INDEX "limit_counters_resets_idx" ON "limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "payment_brands_gateway_idx" ON "payment_brands" USING btree ("gateway_id");