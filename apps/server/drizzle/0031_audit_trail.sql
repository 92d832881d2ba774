-- The audit trail keeps who (the name at the time), from where (address and browser) and whether the
-- event was refused; a refusal that repeats is counted into one row per aggregate key and ten minutes.
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "outcome" text DEFAULT 'SUCCESS' NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip_address" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "event_count" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "aggregate_key" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('SUCCESS', 'REFUSED'));
--> statement-breakpoint
-- Rows written before: their time is their last time, their actor's current name the best known one,
-- and the address sign-ins kept in their facts their address.
UPDATE "audit_log" SET "last_seen_at" = "created_at";
--> statement-breakpoint
UPDATE "audit_log" SET "actor_name" = "users"."full_name" FROM "users" WHERE "users"."id" = "audit_log"."actor_user_id";
--> statement-breakpoint
UPDATE "audit_log" SET "ip_address" = "detail"->>'ip' WHERE "detail" ? 'ip';
--> statement-breakpoint
CREATE INDEX "audit_log_created_index" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_aggregate_key_index" ON "audit_log" USING btree ("aggregate_key");
