ALTER TABLE "usage_rollup_state" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "usage_rollup_state" CASCADE;--> statement-breakpoint
DROP INDEX "usage_records_recorded_index";--> statement-breakpoint
DROP INDEX "usage_records_consumer_index";--> statement-breakpoint
DROP INDEX "usage_records_provider_index";--> statement-breakpoint
DROP INDEX "usage_records_transaction_index";;--> statement-breakpoint
-- The ledger now adds every batch to its buckets as it writes it. The buckets are recomputed once here, so
-- records written since the last periodic rollup are counted too.
DELETE FROM "usage_hourly";--> statement-breakpoint
INSERT INTO "usage_hourly" (bucket, product_id, consumer_tenant_id, provider_tenant_id, kind, outcome, calls, billable_calls, amount, bytes_in, bytes_out, latency_total_ms, latency_max_ms) SELECT (date_trunc('hour', r.occurred_at at time zone 'UTC') at time zone 'UTC'), r.product_id, r.consumer_tenant_id, r.provider_tenant_id, r.kind, r.outcome, count(*), count(*) filter (where r.is_billable), coalesce(sum(r.unit_price) filter (where r.is_billable), 0), coalesce(sum(r.bytes_in), 0), coalesce(sum(r.bytes_out), 0), coalesce(sum(r.latency_ms), 0), coalesce(max(r.latency_ms), 0) FROM "usage_records" r WHERE r.product_id is not null and r.consumer_tenant_id is not null and r.provider_tenant_id is not null GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
DELETE FROM "usage_daily";--> statement-breakpoint
INSERT INTO "usage_daily" (bucket, product_id, consumer_tenant_id, provider_tenant_id, kind, outcome, calls, billable_calls, amount, bytes_in, bytes_out, latency_total_ms, latency_max_ms) SELECT ((date_trunc('day', (r.occurred_at at time zone 'UTC') + interval '7 hours') - interval '7 hours') at time zone 'UTC'), r.product_id, r.consumer_tenant_id, r.provider_tenant_id, r.kind, r.outcome, count(*), count(*) filter (where r.is_billable), coalesce(sum(r.unit_price) filter (where r.is_billable), 0), coalesce(sum(r.bytes_in), 0), coalesce(sum(r.bytes_out), 0), coalesce(sum(r.latency_ms), 0), coalesce(max(r.latency_ms), 0) FROM "usage_records" r WHERE r.product_id is not null and r.consumer_tenant_id is not null and r.provider_tenant_id is not null GROUP BY 1, 2, 3, 4, 5, 6;
