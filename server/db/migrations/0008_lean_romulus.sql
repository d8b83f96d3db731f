CREATE TABLE "contact_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(120) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_topics_position_idx" ON "contact_topics" USING btree ("position");