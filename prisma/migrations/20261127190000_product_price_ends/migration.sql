-- A page sorted by price high to low under a price filter (lib/server/catalog/listing-sql.ts, dearestFirstSql) reads
-- products in the order of their cheapest active size (in stock, under in-stock) and finds the products of several
-- sizes whose dearest size reaches the range. Expression indexes: schema.prisma cannot declare them (see Product's comment).
CREATE INDEX "Product_salePrices_first_idx" ON "Product" (("salePrices"[1]));
CREATE INDEX "Product_inStockSalePrices_first_idx" ON "Product" (("inStockSalePrices"[1]));
CREATE INDEX "Product_salePrices_last_idx" ON "Product" (("salePrices"[cardinality("salePrices")]))
  WHERE cardinality("salePrices") > 1;
CREATE INDEX "Product_inStockSalePrices_last_idx" ON "Product" (("inStockSalePrices"[cardinality("inStockSalePrices")]))
  WHERE cardinality("inStockSalePrices") > 1;
-- Expression indexes have no statistics until the table is analysed: until then the planner guesses their ranges.
ANALYZE "Product";
