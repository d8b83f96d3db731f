ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" char(4);