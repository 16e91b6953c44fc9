-- A listing's count (lib/server/catalog/listing-sql.ts, countSql) under a price range, a category, availability or a
-- brand reads every matching product: from the table that is a row of about 2.6 kB each (16,000 pages at 50,000
-- products). This index carries the columns those filters read, so the count is an index-only scan. INCLUDE and the
-- partial predicate are what schema.prisma cannot declare (see Product's comment).
CREATE INDEX "Product_listing_facts_idx" ON "Product" ("categoryId")
  INCLUDE ("salePrice", "salePrices", "inStockSalePrices", "available", "stock", "brand")
  WHERE "archivedAt" IS NULL;
