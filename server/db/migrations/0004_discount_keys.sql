CREATE TABLE "discount_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type_discount" smallint NOT NULL,
	"value_discount" numeric(12, 2) NOT NULL,
	"min_subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_keys_type" CHECK ("discount_keys"."type_discount" in (1, 2)),
	CONSTRAINT "discount_keys_value_positive" CHECK ("discount_keys"."value_discount" > 0),
	CONSTRAINT "discount_keys_percent_range" CHECK ("discount_keys"."type_discount" <> 1 or "discount_keys"."value_discount" <= 100)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_key_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_keys_key_key" ON "discount_keys" USING btree ("key");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_key_id_discount_keys_id_fk" FOREIGN KEY ("discount_key_id") REFERENCES "public"."discount_keys"("id") ON DELETE set null ON UPDATE no action;