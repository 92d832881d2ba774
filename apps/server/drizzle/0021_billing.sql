CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"provider_tenant_id" uuid,
	"provider_legal_name" text,
	"transaction_no" text,
	"quantity" bigint NOT NULL,
	"unit_price" bigint,
	"amount" bigint NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME', 'VAT'))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"period" text PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"invoice_no" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"payment_recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('ISSUED', 'PAID')),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."vat")
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"consumer_tenant_id" uuid NOT NULL,
	"consumer_legal_name" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"transaction_no" text,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME', 'VAT'))
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gross" bigint NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"platform_fee" bigint NOT NULL,
	"sla_credits" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"payment_recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('PENDING', 'PAID')),
	CONSTRAINT "settlements_balance_check" CHECK ("settlements"."net" + "settlements"."platform_fee" + "settlements"."sla_credits" = "settlements"."gross")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_consumer_tenant_id_tenants_id_fk" FOREIGN KEY ("consumer_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_unique" ON "invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_period_unique" ON "invoices" USING btree ("consumer_tenant_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_unique" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_period_index" ON "invoices" USING btree ("period","status");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_unique" ON "settlement_lines" USING btree ("settlement_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_tenant_period_unique" ON "settlements" USING btree ("provider_tenant_id","period");--> statement-breakpoint
CREATE INDEX "settlements_period_index" ON "settlements" USING btree ("period","status");