-- What each order that counts as revenue sold of each product (units and revenue, the order's coupon spread over its
-- lines as the tax invoice spreads it, net of its partial refunds' item lines): the sales report's top products read a
-- period's rows here (reports/sales.ts), where they spread the coupons of every order of the period line by line (a
-- month at 100,000 orders: 6,269 orders' 12,537 lines, 26-33 ms). Kept by triggers in the same transaction as every
-- change of an order, its lines or its refunds, each change recomputing its order's rows (a few); held to the live
-- computation by lib/server/reports/top-products.test.ts.
CREATE TABLE "OrderProductSale" (
    "id" BIGSERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "productId" INTEGER,
    "productName" TEXT NOT NULL,
    "units" BIGINT NOT NULL,
    "revenue" BIGINT NOT NULL,

    CONSTRAINT "OrderProductSale_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OrderProductSale_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "OrderProductSale_orderId_idx" ON "OrderProductSale" ("orderId");
-- A period's rows without the table: the report reads only this index.
CREATE INDEX "OrderProductSale_day_idx" ON "OrderProductSale" ("day") INCLUDE ("productId", "productName", "units", "revenue");

-- The rows of the given orders, computed from their lines and refunds: an order counts as revenue when it is open and
-- cash on delivery or paid (lib/server/orders/revenue.ts); its coupon is spread in proportion to each line's amount,
-- rounded down, the paise left over one each to the largest remainders, the earlier line first (`allocate` in
-- lib/domain/gst-invoice.ts); a partial refund's item lines (by invoice line = the order's items in id order) take
-- their units and amount off, if made on the order's current version; lines without a product group by name.
CREATE FUNCTION order_product_sales_of(order_ids INTEGER[]) RETURNS TABLE (
  "orderId" INTEGER, day DATE, "productId" INTEGER, "productName" TEXT, units BIGINT, revenue BIGINT
) LANGUAGE sql STABLE AS $$
  WITH counted AS (
    SELECT o.id, o.version, o."couponDiscount"::bigint AS coupon,
           ((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date AS day
    FROM "Order" o
    WHERE o.id = ANY(order_ids) AND o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned')
      AND (o."paymentMethod" = 'cod' OR o."paymentStatus" = 'paid')
  ), lines AS (
    SELECT i.id, i."orderId", i."productId", i."productName", i.quantity, i."totalPrice"::bigint AS amount, o.coupon, o.day
    FROM counted o JOIN "OrderItem" i ON i."orderId" = o.id
  ), shares AS (
    SELECT *, CASE WHEN order_amount = 0 THEN 0 ELSE coupon * amount / order_amount END AS share,
              CASE WHEN order_amount = 0 THEN 0 ELSE coupon * amount % order_amount END AS remainder
    FROM (SELECT *, sum(amount) OVER (PARTITION BY "orderId")::bigint AS order_amount FROM lines WHERE coupon > 0) couponed
  ), netted AS (
    SELECT id, "orderId", day, "productId", "productName", quantity, amount - share - CASE
             WHEN order_amount > 0 AND row_number() OVER (PARTITION BY "orderId" ORDER BY remainder DESC, id) <= coupon - sum(share) OVER (PARTITION BY "orderId") THEN 1
             ELSE 0 END AS net
    FROM shares
    UNION ALL
    SELECT id, "orderId", day, "productId", "productName", quantity, amount FROM lines WHERE coupon = 0
  ), refunded AS (
    SELECT item.id, sum((l->>'quantity')::bigint) AS units, sum((l->>'amount')::bigint) AS amount
    FROM "Refund" r JOIN counted o ON o.id = r."orderId" AND o.version = r."orderVersion"
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.lines) = 'array' THEN r.lines ELSE '[]'::jsonb END) AS l
    CROSS JOIN LATERAL (SELECT i.id FROM "OrderItem" i WHERE i."orderId" = r."orderId" ORDER BY i.id
                        OFFSET (l->>'invoiceLine')::bigint LIMIT 1) item
    WHERE r.kind = 'partial' AND r.status <> 'failed' AND l->>'kind' = 'item'
    GROUP BY item.id
  )
  SELECT n."orderId", n.day, n."productId", max(n."productName"),
         sum(n.quantity - coalesce(f.units, 0))::bigint, sum(n.net - coalesce(f.amount, 0))::bigint
  FROM netted n LEFT JOIN refunded f ON f.id = n.id
  GROUP BY n."orderId", n.day, n."productId", CASE WHEN n."productId" IS NULL THEN n."productName" END
$$;

-- One order's rows again. The order's row lock first: two changes of one order at once recompute one after the other
-- (the second sees the first's rows and replaces them).
CREATE FUNCTION order_product_sales_refresh(order_id INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Order" WHERE id = order_id FOR UPDATE;
  DELETE FROM "OrderProductSale" WHERE "orderId" = order_id;
  INSERT INTO "OrderProductSale" ("orderId", day, "productId", "productName", units, revenue)
  SELECT * FROM order_product_sales_of(ARRAY[order_id]);
END $$;

CREATE FUNCTION order_product_sales_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM order_product_sales_refresh(OLD."orderId");
  ELSE
    IF TG_OP = 'UPDATE' THEN
      IF OLD."orderId" <> NEW."orderId" THEN
        PERFORM order_product_sales_refresh(OLD."orderId");
      END IF;
    END IF;
    PERFORM order_product_sales_refresh(NEW."orderId");
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION order_product_sales_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_product_sales_refresh(NEW.id);
  RETURN NULL;
END $$;

-- An order's own changes that move what it sold (a deleted order's rows go with it: ON DELETE CASCADE).
CREATE TRIGGER "OrderProductSale_order" AFTER UPDATE OF status, "paymentStatus", "paymentMethod", "couponDiscount", version, "createdAt" ON "Order"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD."paymentStatus" IS DISTINCT FROM NEW."paymentStatus"
    OR OLD."paymentMethod" IS DISTINCT FROM NEW."paymentMethod" OR OLD."couponDiscount" IS DISTINCT FROM NEW."couponDiscount"
    OR OLD.version IS DISTINCT FROM NEW.version OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION order_product_sales_on_order();
CREATE TRIGGER "OrderProductSale_item"
  AFTER INSERT OR UPDATE OF "orderId", "productId", "productName", quantity, "totalPrice" OR DELETE ON "OrderItem"
  FOR EACH ROW EXECUTE FUNCTION order_product_sales_on_change();
CREATE TRIGGER "OrderProductSale_refund"
  AFTER INSERT OR UPDATE OF "orderId", "orderVersion", kind, status, amount, lines OR DELETE ON "Refund"
  FOR EACH ROW EXECUTE FUNCTION order_product_sales_on_change();

-- Every order again, in one pass: the backfill below, and seed:bulk after writing its orders with the triggers off.
CREATE FUNCTION order_product_sales_rebuild() RETURNS void LANGUAGE sql AS $$
DELETE FROM "OrderProductSale";
INSERT INTO "OrderProductSale" ("orderId", day, "productId", "productName", units, revenue)
SELECT * FROM order_product_sales_of((SELECT coalesce(array_agg(id), '{}') FROM "Order"));
$$;

SELECT order_product_sales_rebuild();
