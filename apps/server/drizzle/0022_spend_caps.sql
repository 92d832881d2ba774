CREATE TABLE "spend_cap_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"cap_key" text NOT NULL,
	"product_id" uuid,
	"threshold" integer NOT NULL,
	"cap" bigint NOT NULL,
	"spend" bigint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_cap_alerts_threshold_check" CHECK ("spend_cap_alerts"."threshold" in (80, 100))
);
--> statement-breakpoint
CREATE TABLE "spend_cap_products" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"cap" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_cap_products_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id"),
	CONSTRAINT "spend_cap_products_cap_check" CHECK ("spend_cap_products"."cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "spend_cap_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"company_cap" bigint,
	"is_refusing_at_cap" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_cap_settings_cap_check" CHECK ("spend_cap_settings"."company_cap" is null or "spend_cap_settings"."company_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "spend_cap_alerts" ADD CONSTRAINT "spend_cap_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_cap_alerts" ADD CONSTRAINT "spend_cap_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_cap_products" ADD CONSTRAINT "spend_cap_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_cap_products" ADD CONSTRAINT "spend_cap_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_cap_settings" ADD CONSTRAINT "spend_cap_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_cap_settings" ADD CONSTRAINT "spend_cap_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spend_cap_alerts_once" ON "spend_cap_alerts" USING btree ("tenant_id","period","cap_key","threshold");