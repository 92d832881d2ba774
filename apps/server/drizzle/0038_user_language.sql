-- The language a user chose for screens, mails and PDFs (docs/decisions/0074-languages.md). Null
-- until the user picks one: screens then follow the browser and mails go out in English.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" is null or "users"."language" in ('en', 'id'));
