-- Issue 28, cart to invoice (docs/variants.md): a cart holds one line per variant, and an order line keeps the
-- variant's option values at order time. No row is deleted: every cart line already has its own variant (the
-- product's default, migration 20261127010000), so the old one-line-per-product key implies the new one.

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN "variantLabel" TEXT NOT NULL DEFAULT '';

-- Order lines placed before this migration: the option values of their variant, when it has any.
UPDATE "OrderItem" i SET "variantLabel" = array_to_string(v."optionValues", ' / ')
FROM "ProductVariant" v
WHERE v.id = i."variantId" AND cardinality(v."optionValues") > 0 AND i."variantLabel" = '';

-- DropIndex
DROP INDEX "CartItem_cartId_productId_key";

-- CreateIndex
CREATE INDEX "CartItem_cartId_productId_idx" ON "CartItem"("cartId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "CartItem_cartId_variantId_key" ON "CartItem"("cartId", "variantId");
