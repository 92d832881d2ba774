CREATE TABLE "gateway_quota_periods" (
	"transaction_request_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_quota_periods_transaction_request_id_period_start_pk" PRIMARY KEY("transaction_request_id","period_start"),
	CONSTRAINT "gateway_quota_periods_reserved_check" CHECK ("gateway_quota_periods"."reserved" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_quota_periods" ADD CONSTRAINT "gateway_quota_periods_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE cascade ON UPDATE no action;