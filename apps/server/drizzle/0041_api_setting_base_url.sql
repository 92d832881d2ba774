-- The API setting holds the upstream's base address; an API dataset on it then holds only its path.
ALTER TABLE "api_settings" ADD COLUMN "base_url" text;--> statement-breakpoint
-- A setting whose API datasets all call one base address takes that address over.
UPDATE "api_settings" SET "base_url" = "shared"."base_url"
FROM (
  SELECT "tenant_id", "api_setting_id", min("base_url") AS "base_url"
  FROM "datasets"
  WHERE "data_type" = 'API' AND "api_setting_id" IS NOT NULL AND coalesce("base_url", '') <> ''
  GROUP BY "tenant_id", "api_setting_id"
  HAVING count(DISTINCT "base_url") = 1
) AS "shared"
WHERE "api_settings"."id" = "shared"."api_setting_id"
  AND "api_settings"."tenant_id" = "shared"."tenant_id"
  AND "api_settings"."base_url" IS NULL;--> statement-breakpoint
-- Those datasets keep only their path; a dataset whose address differs keeps its own, which the gateway prefers.
UPDATE "datasets" SET "base_url" = NULL
FROM "api_settings"
WHERE "datasets"."data_type" = 'API'
  AND "datasets"."api_setting_id" = "api_settings"."id"
  AND "datasets"."tenant_id" = "api_settings"."tenant_id"
  AND "datasets"."base_url" = "api_settings"."base_url";
