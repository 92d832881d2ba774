-- When a month-close document's mail was queued: a rerun of its job after a crash sees it and mails nothing.
ALTER TABLE "invoices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "mailed_at" = "issued_at";--> statement-breakpoint
UPDATE "settlements" SET "mailed_at" = "created_at";
