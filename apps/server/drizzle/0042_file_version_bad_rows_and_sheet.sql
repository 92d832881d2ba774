ALTER TABLE "dataset_file_versions" ADD COLUMN "skipped_row_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD COLUMN "sheet_name" text;
