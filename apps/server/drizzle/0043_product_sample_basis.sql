-- What a product's sample was made from: the file dataset's version, its columns, and which sample
-- (typed text or uploaded file) that record belongs to. Null for samples made before it was kept:
-- those are compared by their own columns (docs/decisions/0081-stale-product-sample.md).
ALTER TABLE "products" ADD COLUMN "sample_basis" jsonb;
