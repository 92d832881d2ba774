-- A consumer company's privacy budget use on one product in one Asia/Jakarta month, in micro-rho (ρ of
-- zero-concentrated differential privacy, in millionths), for queries after purchase and for the fit
-- test before it (docs/decisions/0064-differential-privacy.md). A charge is one conditional UPDATE
-- (used + cost <= total), so instances charging at once can never spend past the total.
CREATE TABLE "privacy_budget_use" (
	"consumer_tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"month" date NOT NULL,
	"purpose" text NOT NULL,
	"used_micro_rho" bigint DEFAULT 0 NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_budget_use_pk" PRIMARY KEY("consumer_tenant_id","product_id","month","purpose"),
	CONSTRAINT "privacy_budget_use_purpose_check" CHECK ("privacy_budget_use"."purpose" in ('QUERY', 'FIT_TEST')),
	CONSTRAINT "privacy_budget_use_used_check" CHECK ("privacy_budget_use"."used_micro_rho" >= 0 and "privacy_budget_use"."charges" >= 0)
);
--> statement-breakpoint
ALTER TABLE "privacy_budget_use" ADD CONSTRAINT "privacy_budget_use_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_budget_use" ADD CONSTRAINT "privacy_budget_use_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "privacy_budget_use_product_index" ON "privacy_budget_use" USING btree ("product_id","month");
--> statement-breakpoint
-- The provider's monthly budget per buyer company on a secret-share product; null: the default.
ALTER TABLE "products" ADD COLUMN "privacy_budget_micro_rho" bigint;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_privacy_budget_check" CHECK ("products"."privacy_budget_micro_rho" is null or "products"."privacy_budget_micro_rho" > 0);
--> statement-breakpoint
-- What a query spent of the budget (0: run before the budget). Its error margins at 95 % are kept in
-- "rows" beside the noisy figures, exactly as shown; the clipping bounds live in the dataset's
-- "secret_share_columns" definitions.
ALTER TABLE "secret_share_queries" ADD COLUMN "cost_micro_rho" bigint DEFAULT 0 NOT NULL;
