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
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_page_contents" ADD CONSTRAINT "custom_page_contents_custom_page_id_custom_pages_id_fk" FOREIGN KEY ("custom_page_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_page_contents_page_idx" ON "custom_page_contents" USING btree ("custom_page_id","position");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");