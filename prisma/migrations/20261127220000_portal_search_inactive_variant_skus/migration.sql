-- The portal's product search finds a product by a prefix of any of its sizes' SKUs, active or not
-- (lib/server/catalog-management/products.ts, conditionOf). An active variant's SKU is already in Product."searchText"
-- (migration 20261127021000_product_variant_search), so only the inactive variants are read apart: by this index, a
-- prefix range on lower(sku) over the inactive rows alone. Prisma's schema cannot declare a partial expression
-- index; `prisma migrate diff` leaves it alone, as it does "ProductVariant_one_default".
CREATE INDEX "ProductVariant_inactive_sku_idx" ON "ProductVariant" (lower("sku") text_pattern_ops) WHERE NOT "active";
