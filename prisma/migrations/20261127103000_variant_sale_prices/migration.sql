-- Price filters consider every size (issue 28, docs/variants.md#listings): each product carries its active variants'
-- sale prices, ascending, and those of its active variants in stock, kept by the same triggers as its summary
-- columns; the listing matches a price range against them and shows the cheapest size inside it.
ALTER TABLE "Product" ADD COLUMN "salePrices" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
  ADD COLUMN "inStockSalePrices" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- backfill:begin (idempotent: rewrites only the rows whose arrays differ)
UPDATE "Product" p SET "salePrices" = s.prices, "inStockSalePrices" = s.in_stock
FROM (
  SELECT v."productId",
    coalesce(array_agg(v."salePrice" ORDER BY v."salePrice") FILTER (WHERE v.active), ARRAY[]::integer[]) AS prices,
    coalesce(array_agg(v."salePrice" ORDER BY v."salePrice") FILTER (WHERE v.active AND v.stock > 0), ARRAY[]::integer[]) AS in_stock
  FROM "ProductVariant" v GROUP BY v."productId"
) s
WHERE p.id = s."productId"
  AND (p."salePrices", p."inStockSalePrices") IS DISTINCT FROM (s.prices, s.in_stock);
-- backfill:end

-- The summary gains the two arrays (a function's OUT columns cannot change in place).
DROP FUNCTION product_variant_summary(integer);
CREATE FUNCTION product_variant_summary(pid integer, OUT sku text, OUT price integer, OUT "discountType" "DiscountType",
  OUT discount integer, OUT "salePrice" integer, OUT stock integer, OUT "unitLabel" text, OUT "weightGrams" integer,
  OUT "salePrices" integer[], OUT "inStockSalePrices" integer[], OUT present boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT d.sku, d."unitLabel", d."weightGrams" INTO sku, "unitLabel", "weightGrams"
  FROM "ProductVariant" d WHERE d."productId" = pid AND d."isDefault";
  present := FOUND;
  IF NOT present THEN RETURN; END IF;
  SELECT c.price, c."discountType", c.discount, c."salePrice" INTO price, "discountType", discount, "salePrice"
  FROM "ProductVariant" c WHERE c."productId" = pid
  ORDER BY NOT c.active, c."salePrice", c.position, c.id LIMIT 1;
  SELECT coalesce(sum(s.stock) FILTER (WHERE s.active), 0)::integer,
    coalesce(array_agg(s."salePrice" ORDER BY s."salePrice") FILTER (WHERE s.active), ARRAY[]::integer[]),
    coalesce(array_agg(s."salePrice" ORDER BY s."salePrice") FILTER (WHERE s.active AND s.stock > 0), ARRAY[]::integer[])
  INTO stock, "salePrices", "inStockSalePrices"
  FROM "ProductVariant" s WHERE s."productId" = pid;
END;
$$;

CREATE OR REPLACE FUNCTION product_writes_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
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
    NEW."salePrices" := s."salePrices";
    NEW."inStockSalePrices" := s."inStockSalePrices";
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION variant_updates_product_summary() RETURNS trigger LANGUAGE plpgsql AS $$
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
        "salePrice" = s."salePrice", stock = s.stock, "unitLabel" = s."unitLabel", "weightGrams" = s."weightGrams",
        "salePrices" = s."salePrices", "inStockSalePrices" = s."inStockSalePrices"
      WHERE p.id = pid
        AND (p.sku, p.price, p."discountType", p.discount, p."salePrice", p.stock, p."unitLabel", p."weightGrams",
             p."salePrices", p."inStockSalePrices")
          IS DISTINCT FROM (s.sku, s.price, s."discountType", s.discount, s."salePrice", s.stock, s."unitLabel",
             s."weightGrams", s."salePrices", s."inStockSalePrices");
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

-- A new product's default variant is made from its own columns (after the insert, inside the trigger, where the
-- variants' trigger passes through), so its arrays are known before the insert: its one price, in stock or not.
CREATE FUNCTION product_sale_prices_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."salePrices" := ARRAY[NEW."salePrice"];
  NEW."inStockSalePrices" := CASE WHEN NEW.stock > 0 THEN ARRAY[NEW."salePrice"] ELSE ARRAY[]::integer[] END;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_sale_prices_insert" BEFORE INSERT ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_sale_prices_insert();

-- A listing sorted by price under a price filter reads the active variants in price order (listing-sql.ts).
CREATE INDEX "ProductVariant_active_salePrice_idx" ON "ProductVariant"("active", "salePrice");
