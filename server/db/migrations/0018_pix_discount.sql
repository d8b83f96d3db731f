-- The Pix price (issue 25): the store's Pix discount in percent (0, the default, shows and discounts nothing) and each
-- order's Pix discount (a part of its total_discount).
ALTER TABLE "company_settings" ADD COLUMN "pix_discount_percent" numeric(4, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_pix_discount" CHECK ("company_settings"."pix_discount_percent" >= 0);