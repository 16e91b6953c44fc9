-- A product's opening stock is a row of its stock history.
ALTER TYPE "StockAdjustmentReason" ADD VALUE 'opening';

-- A CSV import is previewed before it is applied: the rows wait here, with what the preview saw.
ALTER TABLE "ProductImport" ADD COLUMN "pending" JSONB,
ADD COLUMN "setStock" BOOLEAN NOT NULL DEFAULT false;
