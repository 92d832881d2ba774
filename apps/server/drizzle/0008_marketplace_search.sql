-- Full-text search of the marketplace (docs/decisions/0021-marketplace-search.md). The products'
-- search_vector is kept by the database itself: the product's own texts, the descriptions of its
-- categories, its dataset's tags and its provider's legal and brand names, so a rename of the company
-- or a retag of the dataset reaches every product at once. 'simple' keeps words as written (no
-- English stemming of Indonesian words); searches match word prefixes.
CREATE OR REPLACE FUNCTION marketplace_category_text(categories jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(
    replace(lower(category), '_', ' ') || ' ' || CASE category
      WHEN 'DEMOGRAPHIC' THEN 'Demographic'
      WHEN 'IDENTITY_VERIFICATION' THEN 'Identity verification'
      WHEN 'FINANCIAL' THEN 'Financial and credit'
      WHEN 'CONSUMER_BEHAVIOUR' THEN 'Consumer behaviour'
      WHEN 'GEOSPATIAL' THEN 'Geospatial and location'
      WHEN 'WEATHER_CLIMATE' THEN 'Weather and climate'
      WHEN 'AGRICULTURE' THEN 'Agriculture'
      WHEN 'TELECOMMUNICATION' THEN 'Telecommunication'
      WHEN 'TRANSPORTATION' THEN 'Transportation and mobility'
      WHEN 'RETAIL' THEN 'Retail and e-commerce'
      WHEN 'HEALTH' THEN 'Health'
      WHEN 'PUBLIC_SECTOR' THEN 'Public sector'
      WHEN 'OTHER' THEN 'Other'
      ELSE ''
    END, ' '), '')
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(categories) = 'array' THEN categories ELSE '[]'::jsonb END) AS category
$$;
--> statement-breakpoint
-- The document of one product; the fill trigger and bulk loads (the benchmark's seed) share it.
CREATE OR REPLACE FUNCTION marketplace_search_document(
  name text, short_description text, description text, categories jsonb, provider_names text, dataset_tags text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(provider_names, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(short_description, '') || ' ' ||
      marketplace_category_text(categories) || ' ' || coalesce(dataset_tags, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marketplace_tag_text(tags jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(replace(lower(tag), '_', ' '), ' '), '')
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(tags) = 'array' THEN tags ELSE '[]'::jsonb END) AS tag
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  provider_names text;
  dataset_tags text;
BEGIN
  SELECT concat_ws(' ', legal_name, brand_name) INTO provider_names FROM tenants WHERE id = NEW.tenant_id;
  SELECT marketplace_tag_text(tags) INTO dataset_tags
    FROM datasets WHERE datasets.id = NEW.dataset_id AND datasets.tenant_id = NEW.tenant_id;
  NEW.search_vector := marketplace_search_document(
    NEW.name, NEW.short_description, NEW.description, NEW.categories, provider_names, dataset_tags);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_fill
BEFORE INSERT OR UPDATE OF name, short_description, description, categories, dataset_id, tenant_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_vector_fill();
--> statement-breakpoint
-- Assigning tenant_id (or dataset_id) to itself re-runs the fill trigger of each product.
CREATE OR REPLACE FUNCTION products_search_vector_provider_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET tenant_id = tenant_id WHERE tenant_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_provider_renamed
AFTER UPDATE OF legal_name, brand_name ON tenants
FOR EACH ROW
WHEN (OLD.legal_name IS DISTINCT FROM NEW.legal_name OR OLD.brand_name IS DISTINCT FROM NEW.brand_name)
EXECUTE FUNCTION products_search_vector_provider_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_dataset_retagged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET dataset_id = dataset_id WHERE dataset_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_dataset_retagged
AFTER UPDATE OF tags ON datasets
FOR EACH ROW
WHEN (OLD.tags IS DISTINCT FROM NEW.tags)
EXECUTE FUNCTION products_search_vector_dataset_retagged();
--> statement-breakpoint
UPDATE products SET name = name;
--> statement-breakpoint
-- Every change that can move a marketplace count advances this number; the servers keep the shared
-- facet counts of a search only while it stays the same. A row rather than a sequence: the new number
-- becomes visible with the change's own commit (nextval would show it before), so counts taken under
-- a number always include every change that number stands for.
CREATE TABLE marketplace_listing_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO marketplace_listing_version (id, version) VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marketplace_listing_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE marketplace_listing_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_marketplace_listing_changed
AFTER INSERT OR UPDATE OR DELETE ON products
FOR EACH STATEMENT EXECUTE FUNCTION marketplace_listing_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_marketplace_listing_changed
AFTER UPDATE OF legal_name, brand_name, industry ON tenants
FOR EACH ROW
WHEN (OLD.legal_name IS DISTINCT FROM NEW.legal_name OR OLD.brand_name IS DISTINCT FROM NEW.brand_name
  OR OLD.industry IS DISTINCT FROM NEW.industry)
EXECUTE FUNCTION marketplace_listing_changed();
