-- Signup asks for one phone number; companies that signed up before it started their profile with it
-- get it now, from their owner (docs/decisions/0037-onboarding.md).
UPDATE "tenants" SET "phone_number" = (
  SELECT "users"."phone_number" FROM "users"
  WHERE "users"."tenant_id" = "tenants"."id" AND "users"."application_role" = 'superadmin'
  ORDER BY "users"."created_at" LIMIT 1
) WHERE "tenants"."phone_number" IS NULL AND "tenants"."is_platform" = false;
