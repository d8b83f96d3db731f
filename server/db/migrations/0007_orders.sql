CREATE TABLE "order_addresses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"receiver" varchar(50) NOT NULL,
	"zip_code" char(8) NOT NULL,
	"street_address" varchar(50) NOT NULL,
	"number" varchar(5) NOT NULL,
	"complement" varchar(20) DEFAULT '' NOT NULL,
	"neighbourhood" varchar(30) NOT NULL,
	"city" varchar(30) NOT NULL,
	"state" char(2) NOT NULL,
	"phone_contact" varchar(11) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" char(2) NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"date_order" timestamp with time zone DEFAULT now() NOT NULL,
	"email" varchar(254) NOT NULL,
	"total_items" numeric(12, 2) NOT NULL,
	"total_shipping" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_store_credit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"interest_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"installment_value" numeric(12, 2) NOT NULL,
	"delivery_time" smallint DEFAULT 0 NOT NULL,
	"useful_day" boolean DEFAULT true NOT NULL,
	"shipping_name" text NOT NULL,
	"carrier_name" text,
	"payment_method" varchar(6) NOT NULL,
	"gateway_id" integer NOT NULL,
	"gateway_name" text NOT NULL,
	"payment_code" text,
	"payment_link" text,
	"discount_key_id" integer,
	"voucher_id" integer,
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('pix', 'boleto', 'card')),
	CONSTRAINT "orders_installments" CHECK ("orders"."installments" >= 1)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" char(1) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "store_credit_kind" CHECK ("store_credit_entries"."kind" in ('C', 'D')),
	CONSTRAINT "store_credit_amount_positive" CHECK ("store_credit_entries"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "city" varchar(60) DEFAULT 'São Paulo' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_attachments" ADD CONSTRAINT "order_item_attachments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_key_id_discount_keys_id_fk" FOREIGN KEY ("discount_key_id") REFERENCES "public"."discount_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_attachments_item_idx" ON "order_item_attachments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_history_idx" ON "orders" USING btree ("customer_id","date_order" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_credit_customer_idx" ON "store_credit_entries" USING btree ("customer_id","registered_at" DESC NULLS LAST);