-- Every lexeme of published products' search documents, in byte order, so that a searched word's
-- prefix ("panel" of "panel:*") can be turned into the few whole lexemes beginning with it ("panel |
-- panels"). The words' GIN index answers whole lexemes from their lists of products, stepping through
-- them together, where a prefix makes it first collect every product of every lexeme it matches: "medan
-- panel" took 14 ms that way and 1.5 ms as whole lexemes (docs/decisions/0073-search-indonesian-and-typos.md).
-- Lexemes are only ever added, in the same transaction as the product that uses them, so a search
-- reading this table in its own snapshot sees every lexeme of every product it can match; one no
-- product uses any more only adds a term that matches nothing.
CREATE TABLE marketplace_search_lexemes (
  lexeme text COLLATE "C" PRIMARY KEY
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marketplace_search_lexemes_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_search_lexemes (lexeme)
    SELECT DISTINCT lexeme
    FROM changed_products, unnest(tsvector_to_array(changed_products.search_vector)) AS lexeme
    WHERE changed_products.status = 'PUBLISHED'
    ORDER BY lexeme
  ON CONFLICT (lexeme) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_lexemes_inserted
AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION marketplace_search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER products_search_lexemes_updated
AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION marketplace_search_lexemes_add();
--> statement-breakpoint
INSERT INTO marketplace_search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM products, unnest(tsvector_to_array(products.search_vector)) AS lexeme
  WHERE products.status = 'PUBLISHED'
ON CONFLICT (lexeme) DO NOTHING;
