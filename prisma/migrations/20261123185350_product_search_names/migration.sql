-- The short text typos are matched against: name, tags and search synonyms (issue 16).
-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchNames" TEXT NOT NULL DEFAULT '';

-- Existing products: the same text lib/domain/catalog.ts (productSearchNames) derives on every write.
UPDATE "Product" SET "searchNames" = lower(array_to_string(ARRAY["name"] || "tags" || "searchSynonyms", ' • '));

-- CreateIndex
CREATE INDEX "Product_searchNames_idx" ON "Product" USING GIN ("searchNames" gin_trgm_ops);
