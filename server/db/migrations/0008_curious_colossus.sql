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
ALTER TABLE "payment_brands" ADD CONSTRAINT "payment_brands_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_brands_gateway_idx" ON "payment_brands" USING btree ("gateway_id");