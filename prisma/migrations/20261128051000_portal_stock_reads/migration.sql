-- The portal's counts and restock list (lib/server/catalog-management/products.ts) read every product's availability
-- and stock, and the restock list each low variant's product name: from the table that is a row of about 3 kB per
-- product. These two indexes carry what those reads need, so they are index-only scans (at 50,054 products and 75,057
-- variants: the views' counts 100 -> 20 ms, the restock list's page 155 -> 37 ms and its count 184 -> 20 ms in
-- PostgreSQL). INCLUDE and the partial predicate are what schema.prisma cannot declare (see Product's comment).
CREATE INDEX "Product_id_portal_facts_idx" ON "Product" (id) INCLUDE (name, available, "archivedAt", stock);
CREATE INDEX "ProductVariant_restock_idx" ON "ProductVariant" (stock) INCLUDE ("productId", position) WHERE active;
