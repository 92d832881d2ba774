-- A consumer company's Delta Sharing bearer tokens (docs/decisions/0066-delta-sharing.md): only the
-- SHA-256 is kept; a revoked or expired token opens nothing.
CREATE TABLE "delta_sharing_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"transaction_request_id" uuid,
	"token_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "delta_sharing_tokens" ADD CONSTRAINT "delta_sharing_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "delta_sharing_tokens" ADD CONSTRAINT "delta_sharing_tokens_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "delta_sharing_tokens" ADD CONSTRAINT "delta_sharing_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "delta_sharing_tokens" ADD CONSTRAINT "delta_sharing_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "delta_sharing_tokens_token_hash_unique" ON "delta_sharing_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "delta_sharing_tokens_tenant_index" ON "delta_sharing_tokens" USING btree ("tenant_id","created_at");
