-- fuzzystrmatch (levenshtein) for the correction of misspelt search terms; idempotent like 0000_extensions.sql.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
