-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "variantId" INTEGER;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "variantId" INTEGER,
ADD COLUMN     "variantSku" TEXT;

-- AlterTable
ALTER TABLE "StockAdjustment" ADD COLUMN     "variantId" INTEGER;

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "optionValues" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "price" INTEGER NOT NULL,
    "discountType" "DiscountType",
    "discount" INTEGER NOT NULL DEFAULT 0,
    "salePrice" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "unitLabel" TEXT NOT NULL DEFAULT '',
    "weightGrams" INTEGER NOT NULL DEFAULT 250,
    "lengthCm" INTEGER,
    "breadthCm" INTEGER,
    "heightCm" INTEGER,
    "gtin" TEXT,
    "imageUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductOption" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "values" TEXT[],

    CONSTRAINT "ProductOption_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_sku_key" ON "ProductVariant"("sku");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_position_idx" ON "ProductVariant"("productId", "position");

-- CreateIndex
CREATE INDEX "ProductVariant_sku_idx" ON "ProductVariant" USING GIN ("sku" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "ProductOption_productId_position_key" ON "ProductOption"("productId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ProductOption_productId_name_key" ON "ProductOption"("productId", "name");

-- CreateIndex
CREATE INDEX "CartItem_variantId_idx" ON "CartItem"("variantId");

-- CreateIndex
CREATE INDEX "OrderItem_variantId_idx" ON "OrderItem"("variantId");

-- CreateIndex
CREATE INDEX "StockAdjustment_variantId_createdAt_idx" ON "StockAdjustment"("variantId", "createdAt");

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOption" ADD CONSTRAINT "ProductOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockAdjustment" ADD CONSTRAINT "StockAdjustment_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------- variants: rules the schema cannot say (docs/variants.md)

-- Exactly one default variant per product: the one a line that names only the product gets.
CREATE UNIQUE INDEX "ProductVariant_one_default" ON "ProductVariant"("productId") WHERE "isDefault";


-- backfill:begin
-- Every product gets one default variant carrying today's SKU, prices, stock, quantity text and weight.
INSERT INTO "ProductVariant" ("productId", "sku", "isDefault", "position", "active", "price", "discountType", "discount",
  "salePrice", "stock", "unitLabel", "weightGrams", "createdAt", "updatedAt")
SELECT p.id, p.sku, true, 0, true, p.price, p."discountType", p.discount, p."salePrice", p.stock, p."unitLabel",
  p."weightGrams", p."createdAt", p."updatedAt"
FROM "Product" p
WHERE NOT EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = p.id);

-- Cart lines, order lines and stock adjustments point at their product's default variant.
UPDATE "CartItem" c SET "variantId" = v.id
FROM "ProductVariant" v
WHERE c."variantId" IS NULL AND v."productId" = c."productId" AND v."isDefault";

-- Order lines never recorded a SKU; the product's SKU today is the best record of it there is.
UPDATE "OrderItem" o SET "variantId" = v.id, "variantSku" = v.sku
FROM "ProductVariant" v
WHERE o."variantId" IS NULL AND v."productId" = o."productId" AND v."isDefault";

UPDATE "StockAdjustment" a SET "variantId" = v.id
FROM "ProductVariant" v
WHERE a."variantId" IS NULL AND v."productId" = a."productId" AND v."isDefault";
-- backfill:end

-- Checked on every write from now on, so that no existing row can stop the migration. Triggers rather than CHECK
-- constraints: the offline migration adapter's schema engine fails on a CHECK constraint (RuntimeError: unreachable).
CREATE FUNCTION variant_stock_nonnegative() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stock < 0 THEN
    RAISE EXCEPTION 'ProductVariant_stock_nonnegative: variant % would have % in stock', NEW.sku, NEW.stock
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "ProductVariant_stock_nonnegative" BEFORE INSERT OR UPDATE OF stock ON "ProductVariant"
  FOR EACH ROW EXECUTE FUNCTION variant_stock_nonnegative();

-- At most three options per product (positions 0 to 2).
CREATE FUNCTION option_position_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.position NOT BETWEEN 0 AND 2 THEN
    RAISE EXCEPTION 'ProductOption_position_range: a product has at most three options (position 0 to 2), not %',
      NEW.position USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "ProductOption_position_range" BEFORE INSERT OR UPDATE OF position ON "ProductOption"
  FOR EACH ROW EXECUTE FUNCTION option_position_range();

-- The product's sku, price, discountType, discount, salePrice, stock, unitLabel and weightGrams summarise its
-- variants: sku, unitLabel and weightGrams are the default variant's; price, discount and salePrice the cheapest
-- active variant's (any variant's when none is active); stock the sum over the active variants.
CREATE FUNCTION product_variant_summary(pid integer, OUT sku text, OUT price integer, OUT "discountType" "DiscountType",
  OUT discount integer, OUT "salePrice" integer, OUT stock integer, OUT "unitLabel" text, OUT "weightGrams" integer,
  OUT present boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT d.sku, d."unitLabel", d."weightGrams" INTO sku, "unitLabel", "weightGrams"
  FROM "ProductVariant" d WHERE d."productId" = pid AND d."isDefault";
  present := FOUND;
  IF NOT present THEN RETURN; END IF;
  SELECT c.price, c."discountType", c.discount, c."salePrice" INTO price, "discountType", discount, "salePrice"
  FROM "ProductVariant" c WHERE c."productId" = pid
  ORDER BY NOT c.active, c."salePrice", c.position, c.id LIMIT 1;
  SELECT coalesce(sum(s.stock) FILTER (WHERE s.active), 0)::integer INTO stock
  FROM "ProductVariant" s WHERE s."productId" = pid;
END;
$$;

-- Code that names only the product keeps working: a new product gets its default variant from its own columns,
-- and a write of those columns goes to the default variant (a stock change as a delta, so another variant's stock
-- is never touched); the product's columns are then the summary again. Writes made by these triggers themselves
-- (depth > 1) pass through.
CREATE FUNCTION product_writes_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ProductVariant" ("productId", "sku", "isDefault", "position", "price", "discountType", "discount",
      "salePrice", "stock", "unitLabel", "weightGrams")
    VALUES (NEW.id, NEW.sku, true, 0, NEW.price, NEW."discountType", NEW.discount, NEW."salePrice", NEW.stock,
      NEW."unitLabel", NEW."weightGrams");
    RETURN NULL;
  END IF;
  UPDATE "ProductVariant" v SET
    stock = v.stock + (NEW.stock - OLD.stock),
    sku = CASE WHEN NEW.sku IS DISTINCT FROM OLD.sku THEN NEW.sku ELSE v.sku END,
    price = CASE WHEN NEW.price IS DISTINCT FROM OLD.price THEN NEW.price ELSE v.price END,
    "discountType" = CASE WHEN NEW."discountType" IS DISTINCT FROM OLD."discountType" THEN NEW."discountType" ELSE v."discountType" END,
    discount = CASE WHEN NEW.discount IS DISTINCT FROM OLD.discount THEN NEW.discount ELSE v.discount END,
    "salePrice" = CASE WHEN NEW."salePrice" IS DISTINCT FROM OLD."salePrice" THEN NEW."salePrice" ELSE v."salePrice" END,
    "unitLabel" = CASE WHEN NEW."unitLabel" IS DISTINCT FROM OLD."unitLabel" THEN NEW."unitLabel" ELSE v."unitLabel" END,
    "weightGrams" = CASE WHEN NEW."weightGrams" IS DISTINCT FROM OLD."weightGrams" THEN NEW."weightGrams" ELSE v."weightGrams" END,
    "updatedAt" = now()
  WHERE v."productId" = NEW.id AND v."isDefault"
    AND (NEW.stock, NEW.sku, NEW.price, NEW."discountType", NEW.discount, NEW."salePrice", NEW."unitLabel", NEW."weightGrams")
      IS DISTINCT FROM (OLD.stock, OLD.sku, OLD.price, OLD."discountType", OLD.discount, OLD."salePrice", OLD."unitLabel", OLD."weightGrams");
  SELECT * INTO s FROM product_variant_summary(NEW.id);
  IF s.present THEN
    NEW.sku := s.sku;
    NEW.price := s.price;
    NEW."discountType" := s."discountType";
    NEW.discount := s.discount;
    NEW."salePrice" := s."salePrice";
    NEW.stock := s.stock;
    NEW."unitLabel" := s."unitLabel";
    NEW."weightGrams" := s."weightGrams";
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_default_variant_insert" AFTER INSERT ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_writes_default_variant();

CREATE TRIGGER "Product_default_variant_update"
  BEFORE UPDATE OF sku, price, "discountType", discount, "salePrice", stock, "unitLabel", "weightGrams" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_writes_default_variant();

-- A write of a variant (the code that names it) updates its product's summary columns.
CREATE FUNCTION variant_updates_product_summary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
  s record;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  FOR pid IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."productId" END,
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."productId" END]) AS x WHERE x IS NOT NULL LOOP
    SELECT * INTO s FROM product_variant_summary(pid);
    IF s.present THEN
      UPDATE "Product" p SET sku = s.sku, price = s.price, "discountType" = s."discountType", discount = s.discount,
        "salePrice" = s."salePrice", stock = s.stock, "unitLabel" = s."unitLabel", "weightGrams" = s."weightGrams"
      WHERE p.id = pid
        AND (p.sku, p.price, p."discountType", p.discount, p."salePrice", p.stock, p."unitLabel", p."weightGrams")
          IS DISTINCT FROM (s.sku, s.price, s."discountType", s.discount, s."salePrice", s.stock, s."unitLabel", s."weightGrams");
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ProductVariant_product_summary" AFTER INSERT OR UPDATE OR DELETE ON "ProductVariant"
  FOR EACH ROW EXECUTE FUNCTION variant_updates_product_summary();

-- The default variant cannot be deleted while its product exists (make another variant the default first).
CREATE FUNCTION variant_keep_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."isDefault" AND EXISTS (SELECT 1 FROM "Product" p WHERE p.id = OLD."productId") THEN
    RAISE EXCEPTION 'the default variant % of product % cannot be deleted', OLD.sku, OLD."productId"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "ProductVariant_keep_default" BEFORE DELETE ON "ProductVariant"
  FOR EACH ROW EXECUTE FUNCTION variant_keep_default();

-- A cart line, order line or stock adjustment that names only its product gets the product's default variant;
-- one that names a variant of another product is refused. An order line also records the variant's SKU.
CREATE FUNCTION line_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF NEW."variantId" IS NULL THEN
    IF NEW."productId" IS NULL THEN
      RETURN NEW;
    END IF;
    SELECT id, "productId", sku INTO v FROM "ProductVariant" WHERE "productId" = NEW."productId" AND "isDefault";
    NEW."variantId" := v.id;
  ELSE
    SELECT id, "productId", sku INTO v FROM "ProductVariant" WHERE id = NEW."variantId";
    IF FOUND AND NEW."productId" IS NOT NULL AND v."productId" <> NEW."productId" THEN
      RAISE EXCEPTION 'variant % is not a variant of product %', NEW."variantId", NEW."productId"
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'OrderItem' THEN
    -- (nested: the column exists on OrderItem only)
    IF NEW."variantSku" IS NULL THEN
      NEW."variantSku" := v.sku;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "CartItem_default_variant" BEFORE INSERT OR UPDATE OF "productId", "variantId" ON "CartItem"
  FOR EACH ROW EXECUTE FUNCTION line_default_variant();
CREATE TRIGGER "OrderItem_default_variant" BEFORE INSERT ON "OrderItem"
  FOR EACH ROW EXECUTE FUNCTION line_default_variant();
CREATE TRIGGER "StockAdjustment_default_variant" BEFORE INSERT ON "StockAdjustment"
  FOR EACH ROW EXECUTE FUNCTION line_default_variant();
