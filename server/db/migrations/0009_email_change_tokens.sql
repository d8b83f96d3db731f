CREATE TABLE "email_change_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_tokens_customer_idx" ON "email_change_tokens" USING btree ("customer_id");