CREATE TABLE "usage_daily" (
	"bucket" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"calls" bigint NOT NULL,
	"billable_calls" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bytes_in" bigint NOT NULL,
	"bytes_out" bigint NOT NULL,
	"latency_total_ms" bigint NOT NULL,
	"latency_max_ms" integer NOT NULL,
	CONSTRAINT "usage_daily_bucket_product_id_consumer_tenant_id_kind_outcome_pk" PRIMARY KEY("bucket","product_id","consumer_tenant_id","kind","outcome")
);
--> statement-breakpoint
CREATE TABLE "usage_hourly" (
	"bucket" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"calls" bigint NOT NULL,
	"billable_calls" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bytes_in" bigint NOT NULL,
	"bytes_out" bigint NOT NULL,
	"latency_total_ms" bigint NOT NULL,
	"latency_max_ms" integer NOT NULL,
	CONSTRAINT "usage_hourly_bucket_product_id_consumer_tenant_id_kind_outcome_pk" PRIMARY KEY("bucket","product_id","consumer_tenant_id","kind","outcome")
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"consumer_tenant_id" uuid,
	"provider_tenant_id" uuid,
	"product_id" uuid,
	"transaction_request_id" uuid,
	"api_key_id" uuid,
	"method" text,
	"sub_path" text,
	"http_status" integer NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"latency_ms" integer NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	"is_billable" boolean NOT NULL,
	"unit_price" bigint,
	CONSTRAINT "usage_records_kind_check" CHECK ("usage_records"."kind" in ('API_CALL', 'DOWNLOAD', 'QUERY', 'DELIVERY')),
	CONSTRAINT "usage_records_outcome_check" CHECK ("usage_records"."outcome" in ('SUCCESS', 'CLIENT_ERROR', 'UPSTREAM_ERROR', 'TIMEOUT', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_daily_provider_index" ON "usage_daily" USING btree ("provider_tenant_id","bucket");--> statement-breakpoint
CREATE INDEX "usage_daily_consumer_index" ON "usage_daily" USING btree ("consumer_tenant_id","bucket");--> statement-breakpoint
CREATE INDEX "usage_hourly_provider_index" ON "usage_hourly" USING btree ("provider_tenant_id","bucket");--> statement-breakpoint
CREATE INDEX "usage_hourly_consumer_index" ON "usage_hourly" USING btree ("consumer_tenant_id","bucket");--> statement-breakpoint
CREATE INDEX "usage_records_recorded_index" ON "usage_records" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "usage_records_consumer_index" ON "usage_records" USING btree ("consumer_tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "usage_records_provider_index" ON "usage_records" USING btree ("provider_tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "usage_records_transaction_index" ON "usage_records" USING btree ("transaction_request_id","occurred_at");