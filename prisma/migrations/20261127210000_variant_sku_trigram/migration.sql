-- The portal's product search finds a product by any of its sizes' SKUs, active or not
-- (lib/server/catalog-management/products.ts: `v.sku ILIKE 'text%'`). The unique btree on sku cannot serve ILIKE, so
-- the search's OR scanned every product (p95 342-388 ms at 50,000 products, docs/benchmarks.md "Session 17"); a
-- trigram index serves it, as Product.sku's does. Unverified: measure with `npm run bench:portal` before merging.
CREATE INDEX "ProductVariant_sku_trgm_idx" ON "ProductVariant" USING GIN ("sku" gin_trgm_ops);
