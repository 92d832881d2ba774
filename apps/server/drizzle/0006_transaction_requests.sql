CREATE TABLE "recommendation_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recommendation_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"message" text,
	"responded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"data_needed" text NOT NULL,
	"purpose" text NOT NULL,
	"industry" text,
	"province_code" text,
	"province_name" text,
	"district_code" text,
	"district_name" text,
	"subdistrict_code" text,
	"subdistrict_name" text,
	"budget" bigint,
	"needed_by" date,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"operator_note" text,
	"triaged_by" uuid,
	"triaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_status_check" CHECK ("recommendations"."status" in ('OPEN', 'IN_REVIEW', 'FULFILLED', 'CLOSED')),
	CONSTRAINT "recommendations_budget_check" CHECK ("recommendations"."budget" is null or "recommendations"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_request_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"revision_no" integer NOT NULL,
	"changed_by" uuid,
	"previous_terms" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_no" text NOT NULL,
	"product_id" uuid NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"purpose_of_usage" text NOT NULL,
	"is_data_access_agreement" boolean NOT NULL,
	"status" text DEFAULT 'WAITING_APPROVAL' NOT NULL,
	"transaction_metadata" jsonb NOT NULL,
	"request_metadata" jsonb NOT NULL,
	"approval_metadata" jsonb,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"period_count" integer,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_requests_status_check" CHECK ("transaction_requests"."status" in ('WAITING_APPROVAL', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'EXPIRED')),
	CONSTRAINT "transaction_requests_rejected_reason_check" CHECK ("transaction_requests"."status" <> 'REJECTED' or "transaction_requests"."reject_reason" is not null),
	CONSTRAINT "transaction_requests_period_count_check" CHECK ("transaction_requests"."period_count" is null or "transaction_requests"."period_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "recommendation_responses" ADD CONSTRAINT "recommendation_responses_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_responses" ADD CONSTRAINT "recommendation_responses_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_responses" ADD CONSTRAINT "recommendation_responses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_responses" ADD CONSTRAINT "recommendation_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_triaged_by_users_id_fk" FOREIGN KEY ("triaged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_request_revisions" ADD CONSTRAINT "transaction_request_revisions_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_request_revisions" ADD CONSTRAINT "transaction_request_revisions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_responses_unique" ON "recommendation_responses" USING btree ("recommendation_id","product_id");--> statement-breakpoint
CREATE INDEX "recommendation_responses_provider_index" ON "recommendation_responses" USING btree ("provider_tenant_id");--> statement-breakpoint
CREATE INDEX "recommendations_tenant_index" ON "recommendations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "recommendations_status_index" ON "recommendations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_request_revisions_unique" ON "transaction_request_revisions" USING btree ("transaction_request_id","revision_no");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_requests_transaction_no_unique" ON "transaction_requests" USING btree ("transaction_no");--> statement-breakpoint
CREATE INDEX "transaction_requests_consumer_index" ON "transaction_requests" USING btree ("consumer_tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_requests_provider_index" ON "transaction_requests" USING btree ("provider_tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "transaction_requests_product_index" ON "transaction_requests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transaction_requests_period_end_index" ON "transaction_requests" USING btree ("period_end") WHERE "transaction_requests"."status" = 'APPROVED';