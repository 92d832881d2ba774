CREATE TABLE "purchase_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"previous_price" bigint NOT NULL,
	"price" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_price_changes_price_check" CHECK ("purchase_price_changes"."price" >= 0 and "purchase_price_changes"."previous_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_price_changes" ADD CONSTRAINT "purchase_price_changes_transaction_request_id_transaction_requests_id_fk" FOREIGN KEY ("transaction_request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_price_changes" ADD CONSTRAINT "purchase_price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_price_changes" ADD CONSTRAINT "purchase_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_price_changes_request_index" ON "purchase_price_changes" USING btree ("transaction_request_id","effective_from");
