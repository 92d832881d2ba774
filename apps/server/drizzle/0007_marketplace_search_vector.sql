ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_search_vector_index" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_published_index" ON "products" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "products"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "products_published_price_index" ON "products" USING btree ("price","id") WHERE "products"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "products_published_name_index" ON "products" USING btree (lower("name"),"id") WHERE "products"."status" = 'PUBLISHED';