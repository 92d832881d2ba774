-- A request keeps which data access agreement its consumer accepted: the standard one by version, or
-- the provider's own file, each with the SHA-256 of what was accepted (docs/decisions/0059). Requests
-- made before keep none. A contact-form message may carry a Reply-To, a checked address only.
ALTER TABLE "transaction_requests" ADD COLUMN "accepted_agreement" jsonb;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
