CREATE TABLE "secret_share_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"requested_by" uuid,
	"data_asset_id" uuid,
	"data_asset_name" text NOT NULL,
	"identifier_column" text NOT NULL,
	"dataset_identifier" text NOT NULL,
	"aggregate" text NOT NULL,
	"measure" text,
	"group_by" text,
	"identifiers_submitted" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"suppressed_groups" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secret_share_queries_aggregate_check" CHECK ("secret_share_queries"."aggregate" in ('COUNT', 'SUM', 'AVG'))
);
--> statement-breakpoint
ALTER TABLE "secret_share_queries" ADD CONSTRAINT "secret_share_queries_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_share_queries" ADD CONSTRAINT "secret_share_queries_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_share_queries" ADD CONSTRAINT "secret_share_queries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_share_queries" ADD CONSTRAINT "secret_share_queries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secret_share_queries_purchase_index" ON "secret_share_queries" USING btree ("consumer_tenant_id","transaction_request_id","created_at");