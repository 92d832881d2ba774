-- A product's free trial (docs/decisions/0069-trial-and-measured-quality.md): the first N calls or
-- queries, or the first D days, of a pay-per-use purchase are not billed. At most one of the two is
-- set; the terms a buyer accepts are copied into the request's transaction_metadata.
ALTER TABLE "products" ADD COLUMN "trial_calls" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trial_days" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_trial_check" CHECK (("products"."trial_calls" is null or "products"."trial_calls" > 0) and ("products"."trial_days" is null or "products"."trial_days" > 0) and ("products"."trial_calls" is null or "products"."trial_days" is null));
--> statement-breakpoint
-- Each rollup bucket's calls counted per latency band (the bands' upper edges are in
-- lib/latency-histogram.ts; the last band is open), so the marketplace can show the median
-- and 95th-percentile latency of an API product. Buckets written before have an empty histogram.
ALTER TABLE "usage_hourly" ADD COLUMN "latency_histogram" bigint[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD COLUMN "latency_histogram" bigint[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The marketplace reads a page of products' last 30 days at once.
CREATE INDEX "usage_daily_product_index" ON "usage_daily" USING btree ("product_id","bucket");
