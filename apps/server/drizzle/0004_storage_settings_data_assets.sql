CREATE TABLE "storage_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"name" text NOT NULL,
	"cloud_provider" text NOT NULL,
	"bucket" text NOT NULL,
	"public_config" jsonb NOT NULL,
	"sealed_credentials" text,
	"status" text NOT NULL,
	"status_message" text,
	"checked_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_settings_user_type_check" CHECK ("storage_settings"."user_type" in ('consumer', 'provider')),
	CONSTRAINT "storage_settings_cloud_provider_check" CHECK ("storage_settings"."cloud_provider" in ('GCS', 'S3', 'LOCAL')),
	CONSTRAINT "storage_settings_status_check" CHECK ("storage_settings"."status" in ('CONNECTED', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "data_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"source" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_setting_id" uuid,
	"bucket" text,
	"source_path" text,
	"file_key" text,
	"size_bytes" bigint,
	"row_count" bigint,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"failure_message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_assets_user_type_check" CHECK ("data_assets"."user_type" in ('consumer', 'provider')),
	CONSTRAINT "data_assets_source_check" CHECK ("data_assets"."source" in ('UPLOAD', 'STORAGE')),
	CONSTRAINT "data_assets_status_check" CHECK ("data_assets"."status" in ('PROCESSING', 'READY', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "api_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"auth_type" text DEFAULT 'NONE' NOT NULL,
	"username" text,
	"header_name" text,
	"sealed_secret" text,
	"secret_hint" text,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_settings_status_check" CHECK ("api_settings"."status" in ('DRAFT', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "api_settings_auth_type_check" CHECK ("api_settings"."auth_type" in ('NONE', 'BASIC', 'BEARER', 'API_KEY'))
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"data_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"operational_hour_from" text,
	"operational_hour_to" text,
	"base_url" text,
	"path" text,
	"method" text,
	"request_params" jsonb,
	"headers" jsonb,
	"api_setting_id" uuid,
	"response_sample" text,
	"response_time" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"delimiter" text,
	"file_size" bigint,
	"row_count" bigint,
	"data_structure" jsonb,
	"preview" jsonb,
	"secret_share_columns" jsonb,
	"identifier_key_sealed" text,
	"store_a_key_sealed" text,
	"store_b_key_sealed" text,
	"created_by" uuid,
	"modified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasets_status_check" CHECK ("datasets"."status" in ('DRAFT', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "datasets_data_type_check" CHECK ("datasets"."data_type" in ('API', 'FILE', 'SECRET_SHARE'))
);
--> statement-breakpoint
CREATE TABLE "secret_share_store_a" (
	"dataset_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"identifiers" jsonb NOT NULL,
	"dimensions" jsonb NOT NULL,
	"shares" text NOT NULL,
	CONSTRAINT "secret_share_store_a_dataset_id_row_index_pk" PRIMARY KEY("dataset_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "secret_share_store_b" (
	"dataset_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"identifiers" jsonb NOT NULL,
	"dimensions" jsonb NOT NULL,
	"shares" text NOT NULL,
	CONSTRAINT "secret_share_store_b_dataset_id_row_index_pk" PRIMARY KEY("dataset_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_type" text,
	"dataset_id" uuid,
	"pricing_model" text,
	"unit" text,
	"price" bigint,
	"monthly_quota" integer,
	"delivery_method" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"consumer_tenant_id" uuid,
	"is_consent" boolean DEFAULT false NOT NULL,
	"is_sensitive" boolean DEFAULT false NOT NULL,
	"is_masked" boolean DEFAULT false NOT NULL,
	"is_default_data_access_agreement" boolean DEFAULT false NOT NULL,
	"image" jsonb,
	"agreement" jsonb,
	"factsheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_file" jsonb,
	"sample_data" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"modified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "products_data_type_check" CHECK ("products"."data_type" is null or "products"."data_type" in ('API', 'FILE', 'SECRET_SHARE')),
	CONSTRAINT "products_pricing_model_check" CHECK ("products"."pricing_model" is null or "products"."pricing_model" in ('PAY_PER_CALL', 'SUBSCRIPTION', 'ONE_TIME', 'PAY_PER_QUERY')),
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" is null or "products"."unit" in ('CALL', 'MONTH', 'YEAR', 'FILE', 'QUERY')),
	CONSTRAINT "products_delivery_method_check" CHECK ("products"."delivery_method" is null or "products"."delivery_method" in ('API', 'DOWNLOAD', 'CLOUD_STORAGE', 'QUERY')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" is null or "products"."price" >= 0),
	CONSTRAINT "products_private_consumer_check" CHECK (not "products"."is_private" or "products"."status" = 'DRAFT' or "products"."consumer_tenant_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_assets" ADD CONSTRAINT "data_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_assets" ADD CONSTRAINT "data_assets_storage_setting_id_storage_settings_id_fk" FOREIGN KEY ("storage_setting_id") REFERENCES "public"."storage_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_assets" ADD CONSTRAINT "data_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_settings" ADD CONSTRAINT "api_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_settings" ADD CONSTRAINT "api_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_settings" ADD CONSTRAINT "api_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_share_store_a" ADD CONSTRAINT "secret_share_store_a_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_share_store_b" ADD CONSTRAINT "secret_share_store_b_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_settings_tenant_index" ON "storage_settings" USING btree ("tenant_id","user_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_settings_name_unique" ON "storage_settings" USING btree ("tenant_id","user_type",lower("name"));--> statement-breakpoint
CREATE INDEX "data_assets_tenant_index" ON "data_assets" USING btree ("tenant_id","user_type","created_at");--> statement-breakpoint
CREATE INDEX "api_settings_tenant_index" ON "api_settings" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_settings_tenant_name_unique" ON "api_settings" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "datasets_tenant_index" ON "datasets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "products_tenant_status_index" ON "products" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "products_dataset_index" ON "products" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "products_consumer_index" ON "products" USING btree ("consumer_tenant_id");