CREATE TABLE "dataset_file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"status" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"delimiter" text,
	"file_size" bigint NOT NULL,
	"row_count" bigint NOT NULL,
	"sha256" text,
	"data_structure" jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "dataset_file_versions_status_check" CHECK ("dataset_file_versions"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "dataset_file_versions_number_check" CHECK ("dataset_file_versions"."version_no" > 0),
	CONSTRAINT "dataset_file_versions_published_check" CHECK (("dataset_file_versions"."status" = 'PUBLISHED') = ("dataset_file_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "auto_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"is_on" boolean NOT NULL,
	"storage_setting_id" uuid,
	"storage_setting_name" text,
	"cloud_provider" text,
	"bucket" text,
	"folder" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"dataset_version_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"file_name" text NOT NULL,
	"trigger" text NOT NULL,
	"storage_setting_id" uuid,
	"storage_setting_name" text NOT NULL,
	"cloud_provider" text NOT NULL,
	"bucket" text NOT NULL,
	"object_path" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"bytes" bigint,
	"row_count" bigint,
	"sha256" text,
	"requested_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_deliveries_status_check" CHECK ("data_deliveries"."status" in ('QUEUED', 'RUNNING', 'DELIVERED', 'FAILED')),
	CONSTRAINT "data_deliveries_trigger_check" CHECK ("data_deliveries"."trigger" in ('MANUAL', 'AUTO')),
	CONSTRAINT "data_deliveries_cloud_provider_check" CHECK ("data_deliveries"."cloud_provider" in ('GCS', 'S3', 'LOCAL'))
);
--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD CONSTRAINT "dataset_file_versions_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD CONSTRAINT "dataset_file_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD CONSTRAINT "dataset_file_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_deliveries" ADD CONSTRAINT "auto_deliveries_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_deliveries" ADD CONSTRAINT "auto_deliveries_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_deliveries" ADD CONSTRAINT "auto_deliveries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deliveries" ADD CONSTRAINT "data_deliveries_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deliveries" ADD CONSTRAINT "data_deliveries_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deliveries" ADD CONSTRAINT "data_deliveries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_file_versions_number_unique" ON "dataset_file_versions" USING btree ("dataset_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_file_versions_one_draft" ON "dataset_file_versions" USING btree ("dataset_id") WHERE "dataset_file_versions"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "dataset_file_versions_tenant_index" ON "dataset_file_versions" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_deliveries_transaction_unique" ON "auto_deliveries" USING btree ("transaction_request_id");--> statement-breakpoint
CREATE INDEX "auto_deliveries_consumer_index" ON "auto_deliveries" USING btree ("consumer_tenant_id");--> statement-breakpoint
CREATE INDEX "data_deliveries_consumer_index" ON "data_deliveries" USING btree ("consumer_tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "data_deliveries_transaction_index" ON "data_deliveries" USING btree ("transaction_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_deliveries_auto_unique" ON "data_deliveries" USING btree ("transaction_request_id","dataset_version_id") WHERE "data_deliveries"."trigger" = 'AUTO';