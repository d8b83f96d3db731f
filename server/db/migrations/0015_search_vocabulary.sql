-- fuzzystrmatch (levenshtein) for the correction of misspelt search terms; idempotent like 0000_extensions.sql.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- An existing catalogue gets its vocabulary (vocabularyRows of server/repositories/catalogue/search-vocabulary.ts;
-- a rebuild of the listing index writes the same).
INSERT INTO "search_vocabulary" ("word", "display", "products")
SELECT lower(jet_unaccent(w)), mode() WITHIN GROUP (ORDER BY w), count(DISTINCT id)::int
FROM (
  SELECT p.id, regexp_split_to_table(lower(p.name), '[[:space:][:punct:]’“”]+') AS w FROM products p WHERE p.active
  UNION ALL
  SELECT p.id, regexp_split_to_table(lower(b.name), '[[:space:][:punct:]’“”]+') FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.active
  UNION ALL
  SELECT p.id, regexp_split_to_table(lower(c.name), '[[:space:][:punct:]’“”]+') FROM products p
    JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id WHERE p.active
) x
WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
GROUP BY 1;
