-- Search finds a product by its variants (issue 28): the SKU and option values ("120 capsules", "200 ml") of each
-- active variant are appended to Product."searchText" after a mark (' ' U+001F ' '), so the listing's search, its
-- relevance tiers and the portal's product search see them with the same trigram index and no query change. The part
-- before the mark is what lib/domain/catalog.ts derives on every write (productSearchText); the part after it is kept
-- here, by PostgreSQL, so every writer (portal, CSV import, seeds, SQL) gets it:
-- - a write of a product's "searchText" or SKU (or a new product) gets the mark and its variants' text appended again;
-- - a write of a variant's SKU, option values, active flag or product (and a new or deleted variant) recomputes it.
-- Every product is rewritten once below; no row is added or removed.

CREATE FUNCTION product_variant_search_text(pid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(lower(string_agg(btrim(v.sku || ' ' || array_to_string(v."optionValues", ' ')), ' • '
    ORDER BY v.position, v.id)), '')
  FROM "ProductVariant" v WHERE v."productId" = pid AND v.active
$$;

-- The document before the mark (the whole text when it has none) and the mark with the variants' text.
CREATE FUNCTION product_search_text_with_variants(base text, variants text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT split_part(base, E' \x1F ', 1) || CASE WHEN variants = '' THEN '' ELSE E' \x1F ' || variants END
$$;

CREATE FUNCTION product_search_text_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new product's variants do not exist yet: its default variant will be made from its own SKU, with no option values.
  NEW."searchText" := product_search_text_with_variants(NEW."searchText",
    CASE WHEN TG_OP = 'INSERT' THEN lower(NEW.sku) ELSE product_variant_search_text(NEW.id) END);
  RETURN NEW;
END;
$$;

-- After "Product_default_variant_update" (triggers fire in name order), so a product's new SKU is its default variant's.
CREATE TRIGGER "Product_search_text_variants" BEFORE INSERT OR UPDATE OF "searchText", sku ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_search_text_variants();

CREATE FUNCTION variant_updates_product_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  -- A variant written by a product's own trigger (a new product, a product-level write): the product's trigger above
  -- sees it (updating that product row from here would be refused as modified twice by one command).
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  FOR pid IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."productId" END,
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."productId" END]) AS x WHERE x IS NOT NULL LOOP
    -- The product's own trigger above appends the variants' text again; an unchanged text is not rewritten.
    UPDATE "Product" p SET "searchText" = p."searchText"
    WHERE p.id = pid
      AND p."searchText" IS DISTINCT FROM product_search_text_with_variants(p."searchText", product_variant_search_text(pid));
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ProductVariant_search_text" AFTER INSERT OR DELETE OR UPDATE OF sku, "optionValues", active, "productId"
  ON "ProductVariant" FOR EACH ROW EXECUTE FUNCTION variant_updates_product_search_text();

-- backfill:begin
UPDATE "Product" SET "searchText" = "searchText";
-- backfill:end
