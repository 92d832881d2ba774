-- Search that understands Indonesian and typos (docs/decisions/0073-search-indonesian-and-typos.md).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads
-- its build where the database is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The document keeps every word as written (weights A to C, matched by prefix as before) and adds
-- the Indonesian snowball stems of all its texts at weight D ("perusahaannya" and "usaha" meet at
-- "usaha"). English words pass the Indonesian stemmer almost unchanged. Weight D only marks the
-- stems, so the words list below can leave them out; searches never filter by weight (a weighted
-- query makes the GIN index recheck every row).
CREATE OR REPLACE FUNCTION marketplace_search_document(
  name text, short_description text, description text, categories jsonb, provider_names text, dataset_tags text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(provider_names, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(short_description, '') || ' ' ||
      marketplace_category_text(categories) || ' ' || coalesce(dataset_tags, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description, '')), 'C') ||
    setweight(to_tsvector('indonesian', coalesce(name, '') || ' ' || coalesce(provider_names, '') || ' ' ||
      coalesce(short_description, '') || ' ' || marketplace_category_text(categories) || ' ' ||
      coalesce(dataset_tags, '') || ' ' || coalesce(description, '')), 'D')
$$;
--> statement-breakpoint
-- Every word published products have been described with, for "did you mean": a misspelt word is
-- matched against these by trigram similarity. Words are only ever added (a word no product uses any
-- more stays); a suggestion is offered only when searching it finds products the viewer may see, so
-- a word of a private offer or a withdrawn product never shows through.
CREATE TABLE marketplace_search_words (
  word text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX marketplace_search_words_trigram_index ON marketplace_search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Statement triggers with the changed rows as a table: one INSERT per statement, the benchmark's
-- 100,000-row load included. Ordered, so two writers never take the same new words in opposite
-- orders; short words and numbers are never suggested.
CREATE OR REPLACE FUNCTION marketplace_search_words_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_search_words (word)
    SELECT DISTINCT lexeme
    FROM changed_products, unnest(tsvector_to_array(ts_filter(changed_products.search_vector, '{a,b,c}'))) AS lexeme
    WHERE changed_products.status = 'PUBLISHED' AND length(lexeme) BETWEEN 3 AND 40 AND lexeme !~ '^[0-9]+$'
    ORDER BY lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted
AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION marketplace_search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_updated
AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION marketplace_search_words_add();
--> statement-breakpoint
-- Rewrites every document with the Indonesian stems; the update trigger fills the words list.
UPDATE products SET name = name;
