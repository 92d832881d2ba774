-- A marketplace card also shows its provider's logo, description and verification: changing one of
-- them now advances the listing version too, so the servers' cached list answers (kept per listing
-- version) never show an older provider than the database holds.
DROP TRIGGER tenants_marketplace_listing_changed ON tenants;
--> statement-breakpoint
CREATE TRIGGER tenants_marketplace_listing_changed
AFTER UPDATE OF legal_name, brand_name, industry, logo_path, short_description, verification_status ON tenants
FOR EACH ROW
WHEN (OLD.legal_name IS DISTINCT FROM NEW.legal_name OR OLD.brand_name IS DISTINCT FROM NEW.brand_name
  OR OLD.industry IS DISTINCT FROM NEW.industry OR OLD.logo_path IS DISTINCT FROM NEW.logo_path
  OR OLD.short_description IS DISTINCT FROM NEW.short_description
  OR OLD.verification_status IS DISTINCT FROM NEW.verification_status)
EXECUTE FUNCTION marketplace_listing_changed();
