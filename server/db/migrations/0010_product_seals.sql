CREATE TABLE "product_seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seal_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seal_id_product_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."product_seals"("id") ON DELETE set null ON UPDATE no action;