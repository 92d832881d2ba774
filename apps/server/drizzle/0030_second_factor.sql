-- A second factor at sign-in (docs/decisions/0060-second-factor.md). A user's authenticator-app secret,
-- sealed under the master key; confirmed once the user typed a first code from it. The last time step
-- a code was accepted for, so the same code is not accepted twice.
CREATE TABLE "user_totp_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Ten single-use recovery codes per user, only their SHA-256 kept.
CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_user_code_unique" ON "user_recovery_codes" ("user_id", "code_hash");
--> statement-breakpoint
-- Passkeys (WebAuthn credentials): the public key and the signature counter the authenticator keeps.
CREATE TABLE "user_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_passkeys_credential_id_unique" ON "user_passkeys" ("credential_id");
--> statement-breakpoint
CREATE INDEX "user_passkeys_user_id_index" ON "user_passkeys" ("user_id");
--> statement-breakpoint
-- The second step of a sign-in (the mfa_token, only its SHA-256 kept) and a passkey registration in
-- progress or a fresh login with a passkey; each is short-lived and used once. A WebAuthn challenge rides on the row that asked for it.
CREATE TABLE "second_factor_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"webauthn_challenge" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_factor_challenges_purpose_check" CHECK ("purpose" in ('SIGN_IN', 'PASSKEY_REGISTRATION', 'FRESH_LOGIN'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_challenges_token_hash_unique" ON "second_factor_challenges" ("token_hash");
--> statement-breakpoint
CREATE INDEX "second_factor_challenges_user_id_index" ON "second_factor_challenges" ("user_id");
--> statement-breakpoint
-- A company owner may require a second factor of every member.
CREATE TABLE "tenant_second_factor_policies" (
	"tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenants"("id"),
	"is_required" boolean DEFAULT false NOT NULL,
	"updated_by" uuid REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A sign-in of someone who must have a second factor and has none yet: until one is enrolled, the
-- session reaches only the enrolment calls.
ALTER TABLE "sessions" ADD COLUMN "second_factor_pending" boolean DEFAULT false NOT NULL;
