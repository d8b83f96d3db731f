CREATE TABLE "free_shipping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"cep_start" char(8),
	"cep_end" char(8),
	"min_subtotal" numeric(12, 2) NOT NULL,
	"cart_information" text NOT NULL,
	"cart_display_info" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"installment_max" smallint DEFAULT 1 NOT NULL,
	"min_installment_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"interest" numeric(5, 2) DEFAULT 0 NOT NULL,
	"interest_free_up_to" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_limits" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer DEFAULT 0 NOT NULL,
	"multiplo" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_limits_multiplo" CHECK ("product_limits"."multiplo" >= 1)
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"old_path" text PRIMARY KEY NOT NULL,
	"new_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_mode_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode_id" integer NOT NULL,
	"cep_start" char(8) NOT NULL,
	"cep_end" char(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"delivery_time" smallint DEFAULT 0 NOT NULL,
	"useful_day" boolean DEFAULT true NOT NULL,
	"scheduled_delivery" boolean DEFAULT false NOT NULL,
	"digital" boolean DEFAULT false NOT NULL,
	"free_shipping_eligible" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode_id" integer NOT NULL,
	"min_subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_weight_grams" integer,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_limits" (
	"tipo" char(1) PRIMARY KEY NOT NULL,
	"minimo" numeric(12, 2) DEFAULT 0 NOT NULL,
	"maximo" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "store_limits_tipo" CHECK ("store_limits"."tipo" in ('V', 'C'))
);
--> statement-breakpoint
CREATE TABLE "take_pay_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"take" smallint NOT NULL,
	"pay" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "take_pay_target" CHECK (("take_pay_promotions"."product_id" is null) <> ("take_pay_promotions"."category_id" is null)),
	CONSTRAINT "take_pay_numbers" CHECK ("take_pay_promotions"."pay" >= 1 and "take_pay_promotions"."take" > "take_pay_promotions"."pay")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_mode_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reservation_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "removed_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_keys" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_keys" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_mode_ranges" ADD CONSTRAINT "shipping_mode_ranges_mode_id_shipping_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."shipping_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_mode_id_shipping_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."shipping_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_pay_promotions" ADD CONSTRAINT "take_pay_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_pay_promotions" ADD CONSTRAINT "take_pay_promotions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_mode_ranges_cep_idx" ON "shipping_mode_ranges" USING btree ("cep_start","cep_end");--> statement-breakpoint
CREATE INDEX "shipping_rates_mode_idx" ON "shipping_rates" USING btree ("mode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_mode_id_shipping_modes_id_fk" FOREIGN KEY ("shipping_mode_id") REFERENCES "public"."shipping_modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_sku_reserved_idx" ON "cart_items" USING btree ("sku_id","reserved_until");--> statement-breakpoint
-- Lines of carts from before reservations get the default 30 minutes from now (a line without an end would hold its units forever).
UPDATE "cart_items" SET "reserved_until" = now() + interval '30 minutes' WHERE "reserved_until" IS NULL;
