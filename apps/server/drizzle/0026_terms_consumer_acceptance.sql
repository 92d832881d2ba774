ALTER TABLE "transaction_requests" DROP CONSTRAINT "transaction_requests_status_check";--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_status_check" CHECK ("transaction_requests"."status" in ('WAITING_APPROVAL', 'WAITING_CONSUMER_ACCEPTANCE', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'EXPIRED'));--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "accepted_revision_no" integer;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD COLUMN "repeat_reason" text;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "transaction_requests" SET "status" = 'WAITING_CONSUMER_ACCEPTANCE' WHERE "status" = 'WAITING_APPROVAL' AND EXISTS (SELECT 1 FROM "transaction_request_revisions" WHERE "transaction_request_revisions"."transaction_request_id" = "transaction_requests"."id");
