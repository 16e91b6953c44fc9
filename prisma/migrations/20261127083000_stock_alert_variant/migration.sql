-- "Notify me" per size (docs/messaging.md#back-in-stock): a wait may name the variant it waits for. Every existing
-- row stays, with no variant: a wait for the product as a whole, as before.

-- AlterTable
ALTER TABLE "StockAlert" ADD COLUMN     "variantId" INTEGER;

-- DropIndex
DROP INDEX "StockAlert_productId_contact_key";

-- CreateIndex (NULLS NOT DISTINCT: one product-level wait per contact, as the index it replaces said)
CREATE UNIQUE INDEX "StockAlert_productId_variantId_contact_key" ON "StockAlert"("productId", "variantId", "contact") NULLS NOT DISTINCT;

-- AddForeignKey
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
