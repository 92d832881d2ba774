-- A file-to-API run keeps the price a row was estimated and confirmed at, so the finished run states
-- what it cost (billed rows × this price). Null: the purchase's calls are not priced (a subscription).
ALTER TABLE "file_to_api_jobs" ADD COLUMN "unit_price" bigint;
--> statement-breakpoint
-- The amount the consumer confirmed before the run started (rows × price), for the run's record.
ALTER TABLE "file_to_api_jobs" ADD COLUMN "confirmed_amount" bigint;
