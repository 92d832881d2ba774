-- What an Indonesian invoice needs of each party (docs/decisions/0077-documents-and-mails-in-two-languages.md): the
-- company's tax number (NPWP, 15 digits or the 16 of the NIK-based form, kept as digits only) and the
-- address registered with it, printed on invoices and settlement statements. Both optional: a company
-- without them gets its documents all the same, with its company address.
ALTER TABLE "tenants" ADD COLUMN "npwp" text;
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "npwp_address" text;
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_npwp_check" CHECK ("tenants"."npwp" is null or "tenants"."npwp" ~ '^[0-9]{15,16}$');
