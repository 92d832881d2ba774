CREATE TABLE "job_schedules" (
	"queue" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "singleton_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_payload_trimmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_index" ON "jobs" USING btree ("queue","singleton_key") WHERE "jobs"."singleton_key" is not null and "jobs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "jobs_failed_index" ON "jobs" USING btree ("queue","failed_at") WHERE "jobs"."failed_at" is not null;