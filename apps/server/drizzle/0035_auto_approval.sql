-- A provider may have requests for a product approved at once when the requesting company is verified,
-- optionally only for companies of some industries (docs/decisions/0068-first-call.md). An empty list
-- means every industry.
ALTER TABLE "products" ADD COLUMN "auto_approve" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "auto_approve_industries" jsonb DEFAULT '[]'::jsonb NOT NULL;
