CREATE TABLE "billing_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"calls" bigint,
	"failed_calls" bigint,
	"availability_basis_points" integer,
	"target_basis_points" integer,
	"dispute_id" uuid,
	"invoice_id" uuid,
	"settlement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_credits_kind_check" CHECK ("billing_credits"."kind" in ('SLA', 'DISPUTE')),
	CONSTRAINT "billing_credits_amount_check" CHECK ("billing_credits"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"text" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_dispute_events_action_check" CHECK ("billing_dispute_events"."action" in ('OPENED', 'ANSWERED', 'CREDITED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "billing_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"outcome" text,
	"credit_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "billing_disputes_status_check" CHECK ("billing_disputes"."status" in ('OPEN', 'ANSWERED', 'RESOLVED')),
	CONSTRAINT "billing_disputes_outcome_check" CHECK ("billing_disputes"."outcome" is null or "billing_disputes"."outcome" in ('CREDITED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_kind_check";--> statement-breakpoint
ALTER TABLE "settlement_lines" DROP CONSTRAINT "settlement_lines_kind_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability_target_basis_points" integer;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_dispute_events" ADD CONSTRAINT "billing_dispute_events_dispute_id_billing_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."billing_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_dispute_events" ADD CONSTRAINT "billing_dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credits_sla_unique" ON "billing_credits" USING btree ("period","consumer_tenant_id","product_id") WHERE "billing_credits"."kind" = 'SLA';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credits_dispute_unique" ON "billing_credits" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "billing_credits_period_index" ON "billing_credits" USING btree ("period","consumer_tenant_id");--> statement-breakpoint
CREATE INDEX "billing_dispute_events_dispute_index" ON "billing_dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_line_unique" ON "billing_disputes" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "billing_disputes_consumer_index" ON "billing_disputes" USING btree ("consumer_tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_disputes_provider_index" ON "billing_disputes" USING btree ("provider_tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_disputes_status_index" ON "billing_disputes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_target_check" CHECK ("products"."availability_target_basis_points" is null or "products"."availability_target_basis_points" between 5000 and 10000);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME', 'SLA_CREDIT', 'DISPUTE_CREDIT', 'VAT'));--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME', 'SLA_CREDIT', 'DISPUTE_CREDIT', 'VAT'));