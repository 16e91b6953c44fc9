-- The sales report's split by payment method and its shipping, from the per-day rollup too (reports/sales.ts): at
-- 100,000 orders a month's split and shipping read its orders twice (27 ms of the report's 60 ms in PostgreSQL), where
-- the rollup holds at most 16 rows a day. Of the orders that count as revenue: how many are cash on delivery and
-- their revenue (net of partial refunds, as `revenue`), how many are paid online, and the shipping they charged.
ALTER TABLE "OrderDayRollup"
  ADD COLUMN "codOrders" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "codRevenue" BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN "prepaidOrders" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "shipping" BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION order_day_rollup_add(o "Order", refunded BIGINT, sign INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  open BOOLEAN := o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned');
  paid BOOLEAN := o."paymentStatus" = 'paid';
  cod BOOLEAN := o."paymentMethod" = 'cod';
  counted BOOLEAN := open AND (cod OR paid);
  net BIGINT := sign * (o.total - refunded);
BEGIN
  INSERT INTO "OrderDayRollup" AS r (day, shard, orders, pending, revenue, collected, expected,
                                     "codOrders", "codRevenue", "prepaidOrders", shipping)
  VALUES (((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date, o.id % 16, sign,
          CASE WHEN o.status = 'pending' THEN sign ELSE 0 END,
          CASE WHEN counted THEN net ELSE 0 END,
          CASE WHEN open AND paid THEN net ELSE 0 END,
          CASE WHEN open AND cod AND NOT paid THEN net ELSE 0 END,
          CASE WHEN counted AND cod THEN sign ELSE 0 END,
          CASE WHEN counted AND cod THEN net ELSE 0 END,
          CASE WHEN counted AND NOT cod THEN sign ELSE 0 END,
          CASE WHEN counted THEN sign * o."shippingCost" ELSE 0 END)
  ON CONFLICT (day, shard) DO UPDATE SET orders = r.orders + excluded.orders, pending = r.pending + excluded.pending,
    revenue = r.revenue + excluded.revenue, collected = r.collected + excluded.collected, expected = r.expected + excluded.expected,
    "codOrders" = r."codOrders" + excluded."codOrders", "codRevenue" = r."codRevenue" + excluded."codRevenue",
    "prepaidOrders" = r."prepaidOrders" + excluded."prepaidOrders", shipping = r.shipping + excluded.shipping;
END $$;

-- An edit can change the shipping alone (the same total): the rollup follows it.
DROP TRIGGER "OrderDayRollup_order_update" ON "Order";
CREATE TRIGGER "OrderDayRollup_order_update" AFTER UPDATE OF status, "paymentStatus", "paymentMethod", total, "shippingCost", "createdAt" ON "Order"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD."paymentStatus" IS DISTINCT FROM NEW."paymentStatus"
    OR OLD."paymentMethod" IS DISTINCT FROM NEW."paymentMethod" OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD."shippingCost" IS DISTINCT FROM NEW."shippingCost" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION order_day_rollup_on_order();

CREATE OR REPLACE FUNCTION order_day_rollup_rebuild() RETURNS void LANGUAGE sql AS $$
DELETE FROM "OrderDayRollup";
INSERT INTO "OrderDayRollup" (day, shard, orders, pending, revenue, collected, expected, "codOrders", "codRevenue", "prepaidOrders", shipping)
SELECT day, shard, count(*), count(*) FILTER (WHERE status = 'pending'),
       coalesce(sum(net) FILTER (WHERE counted), 0),
       coalesce(sum(net) FILTER (WHERE open AND paid), 0),
       coalesce(sum(net) FILTER (WHERE open AND cod AND NOT paid), 0),
       count(*) FILTER (WHERE counted AND cod),
       coalesce(sum(net) FILTER (WHERE counted AND cod), 0),
       count(*) FILTER (WHERE counted AND NOT cod),
       coalesce(sum("shippingCost") FILTER (WHERE counted), 0)
FROM (
  SELECT ((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date AS day, o.id % 16 AS shard, o.status,
         o."shippingCost", o.total - coalesce(pr.amount, 0) AS net, open, paid, cod, open AND (cod OR paid) AS counted
  FROM "Order" o
  LEFT JOIN (SELECT "orderId", sum(amount) AS amount FROM "Refund" WHERE kind = 'partial' AND status <> 'failed' GROUP BY "orderId") pr ON pr."orderId" = o.id
  CROSS JOIN LATERAL (SELECT o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned') AS open,
                             o."paymentStatus" = 'paid' AS paid, o."paymentMethod" = 'cod' AS cod) flags
) orders
GROUP BY day, shard;
$$;

SELECT order_day_rollup_rebuild();
