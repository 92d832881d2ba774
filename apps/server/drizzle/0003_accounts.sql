CREATE TABLE "tenant_api_keys" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"sealed_key" text NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_documents_kind_check" CHECK ("tenant_documents"."kind" in ('NIB', 'NPWP', 'DEED', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "tenant_payout_accounts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"sealed_account_number" text NOT NULL,
	"account_number_last_four" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_verification_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_verification_submissions_status_check" CHECK ("tenant_verification_submissions"."status" in ('PENDING', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "user_identity_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"national_id_number" text NOT NULL,
	"employee_position" text NOT NULL,
	"document_path" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "fresh_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "district_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subdistrict_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subdistrict_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "short_description" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "provider_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "provider_terms_accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "tenant_api_keys" ADD CONSTRAINT "tenant_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_api_keys" ADD CONSTRAINT "tenant_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_submission_id_tenant_verification_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."tenant_verification_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_payout_accounts" ADD CONSTRAINT "tenant_payout_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_verification_submissions" ADD CONSTRAINT "tenant_verification_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_verification_submissions" ADD CONSTRAINT "tenant_verification_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_verification_submissions" ADD CONSTRAINT "tenant_verification_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identity_verifications" ADD CONSTRAINT "user_identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identity_verifications" ADD CONSTRAINT "user_identity_verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_api_keys_key_hash_unique" ON "tenant_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "tenant_documents_submission_index" ON "tenant_documents" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "tenant_documents_tenant_index" ON "tenant_documents" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_verification_submissions_tenant_index" ON "tenant_verification_submissions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_verification_submissions_one_pending" ON "tenant_verification_submissions" USING btree ("tenant_id") WHERE "tenant_verification_submissions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "user_identity_verifications_tenant_index" ON "user_identity_verifications" USING btree ("tenant_id");