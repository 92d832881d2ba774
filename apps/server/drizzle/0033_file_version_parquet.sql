-- Every published version of a file dataset is also kept as Parquet, in the same store as its file
-- (docs/decisions/0065-parquet-of-file-versions.md). All null until the version is converted; a version
-- whose file cannot be converted keeps the reason in "parquet_error" and is not tried again.
ALTER TABLE "dataset_file_versions" ADD COLUMN "parquet_key" text;
--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD COLUMN "parquet_size" bigint;
--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD COLUMN "parquet_sha256" text;
--> statement-breakpoint
-- The Spark JSON schema of the Parquet file, as Delta Sharing's metadata answers it.
ALTER TABLE "dataset_file_versions" ADD COLUMN "parquet_schema" text;
--> statement-breakpoint
ALTER TABLE "dataset_file_versions" ADD COLUMN "parquet_error" text;
--> statement-breakpoint
-- The published versions still waiting for their Parquet, which the conversion job looks for.
CREATE INDEX "dataset_file_versions_parquet_pending_index" ON "dataset_file_versions" USING btree ("created_at") WHERE "dataset_file_versions"."status" = 'PUBLISHED' and "dataset_file_versions"."parquet_key" is null and "dataset_file_versions"."parquet_error" is null;
