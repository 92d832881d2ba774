CREATE TABLE "file_to_api_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"data_asset_id" uuid,
	"data_asset_name" text NOT NULL,
	"source_file_key" text NOT NULL,
	"input_columns" jsonb NOT NULL,
	"method" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"next_row" integer DEFAULT 1 NOT NULL,
	"parts_count" integer DEFAULT 0 NOT NULL,
	"response_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_token" uuid,
	"attempt" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_started_at" timestamp with time zone,
	"run_rows_start" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"result_key" text,
	"result_bytes" bigint,
	"is_partial_result" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error_message" text,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_to_api_jobs_status_check" CHECK ("file_to_api_jobs"."status" in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "file_to_api_jobs_rows_check" CHECK ("file_to_api_jobs"."rows_done" >= 0 and "file_to_api_jobs"."rows_failed" <= "file_to_api_jobs"."rows_done")
);
--> statement-breakpoint
CREATE TABLE "file_to_api_rows" (
	"job_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"state" text NOT NULL,
	"http_status" integer,
	"message" text DEFAULT '' NOT NULL,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "file_to_api_rows_job_id_row_index_pk" PRIMARY KEY("job_id","row_index"),
	CONSTRAINT "file_to_api_rows_state_check" CHECK ("file_to_api_rows"."state" in ('IN_FLIGHT', 'SUCCESS', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "file_to_api_jobs" ADD CONSTRAINT "file_to_api_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_to_api_jobs" ADD CONSTRAINT "file_to_api_jobs_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_to_api_jobs" ADD CONSTRAINT "file_to_api_jobs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_to_api_jobs" ADD CONSTRAINT "file_to_api_jobs_data_asset_id_data_assets_id_fk" FOREIGN KEY ("data_asset_id") REFERENCES "public"."data_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_to_api_jobs" ADD CONSTRAINT "file_to_api_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_to_api_rows" ADD CONSTRAINT "file_to_api_rows_job_id_file_to_api_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."file_to_api_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_to_api_jobs_tenant_index" ON "file_to_api_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "file_to_api_jobs_transaction_index" ON "file_to_api_jobs" USING btree ("transaction_request_id");