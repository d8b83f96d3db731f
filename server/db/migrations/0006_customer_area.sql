CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"identification" varchar(50) DEFAULT '' NOT NULL,
	"receiver" varchar(50) DEFAULT '' NOT NULL,
	"phone_contact" varchar(11) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_billing" boolean DEFAULT false NOT NULL,
	"zip_code" char(8) NOT NULL,
	"street_address" varchar(50) NOT NULL,
	"number" varchar(5) NOT NULL,
	"complement" varchar(20) DEFAULT '' NOT NULL,
	"neighbourhood" varchar(30) NOT NULL,
	"city" varchar(30) NOT NULL,
	"state" char(2) NOT NULL,
	"address_type" smallint DEFAULT 1 NOT NULL,
	"reference_point" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type" CHECK ("addresses"."address_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "customer_email_categories" (
	"customer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "customer_email_categories_customer_id_category_id_pk" PRIMARY KEY("customer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "email_info_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"street_address" varchar(50) DEFAULT '' NOT NULL,
	"neighbourhood" varchar(30) DEFAULT '' NOT NULL,
	"city" varchar(30) NOT NULL,
	"state" char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_logins" (
	"customer_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_logins_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "policy_privacy_alert_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "policy_privacy_modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "status_b2b" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "term_to_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "term_to_accept_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "google_app_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "facebook_app_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "policy_privacy_version" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "policy_privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_email_categories" ADD CONSTRAINT "customer_email_categories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_email_categories" ADD CONSTRAINT "customer_email_categories_category_id_email_info_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."email_info_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_session_idx" ON "access_codes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "access_codes_customer_idx" ON "access_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_key" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_billing_key" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_billing";--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_idx" ON "password_reset_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "social_logins_customer_idx" ON "social_logins" USING btree ("customer_id");