CREATE TABLE "consumer_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"label" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "access_status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "access_reason" text;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "access_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "access_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "consumer_api_keys" ADD CONSTRAINT "consumer_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_api_keys" ADD CONSTRAINT "consumer_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_api_keys" ADD CONSTRAINT "consumer_api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_api_keys_key_hash_unique" ON "consumer_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "consumer_api_keys_tenant_index" ON "consumer_api_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_access_changed_by_users_id_fk" FOREIGN KEY ("access_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_access_status_check" CHECK ("transaction_requests"."access_status" in ('ACTIVE', 'SUSPENDED', 'REVOKED'));