-- Orders and revenue per India day, for the dashboard and the reports (dashboardStats, reports/sales.ts; held to the live sums by lib/server/orders/day-rollup.test.ts): kept by
-- triggers in the same transaction as every change of an order's status, payment, total or day and of its partial
-- refunds, so it always equals the live sums over "Order" (the one revenue rule: lib/server/orders/revenue.ts).
CREATE TABLE "OrderDayRollup" (
    "day" DATE NOT NULL,
    "shard" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "pending" INTEGER NOT NULL DEFAULT 0,
    "revenue" BIGINT NOT NULL DEFAULT 0,
    "collected" BIGINT NOT NULL DEFAULT 0,
    "expected" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "OrderDayRollup_pkey" PRIMARY KEY ("day", "shard")
);

-- One order's share of its day (sign +1 adds it, -1 takes it away), its revenue net of `refunded` (its partial
-- refunds not failed). Concurrent orders of one day add up: ON CONFLICT ... DO UPDATE locks the day's row, one of 16
-- per day (by the order's id) so that checkouts at the same moment rarely wait for each other until they commit.
CREATE FUNCTION order_day_rollup_add(o "Order", refunded BIGINT, sign INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  open BOOLEAN := o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned');
  paid BOOLEAN := o."paymentStatus" = 'paid';
  cod BOOLEAN := o."paymentMethod" = 'cod';
  net BIGINT := sign * (o.total - refunded);
BEGIN
  INSERT INTO "OrderDayRollup" AS r (day, shard, orders, pending, revenue, collected, expected)
  VALUES (((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date, o.id % 16, sign,
          CASE WHEN o.status = 'pending' THEN sign ELSE 0 END,
          CASE WHEN open AND (cod OR paid) THEN net ELSE 0 END,
          CASE WHEN open AND paid THEN net ELSE 0 END,
          CASE WHEN open AND cod AND NOT paid THEN net ELSE 0 END)
  ON CONFLICT (day, shard) DO UPDATE SET orders = r.orders + excluded.orders, pending = r.pending + excluded.pending,
    revenue = r.revenue + excluded.revenue, collected = r.collected + excluded.collected, expected = r.expected + excluded.expected;
END $$;

CREATE FUNCTION order_partial_refunds(order_id INTEGER) RETURNS BIGINT LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(amount), 0)::bigint FROM "Refund" WHERE "orderId" = order_id AND kind = 'partial' AND status <> 'failed'
$$;

CREATE FUNCTION order_day_rollup_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_day_rollup_add(OLD, order_partial_refunds(OLD.id), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM order_day_rollup_add(NEW, order_partial_refunds(NEW.id), 1);
  END IF;
  RETURN NULL;
END $$;

-- Named to sort before the foreign keys' "RI_ConstraintTrigger_…": an order deleted is taken away with its refunds
-- still there, before ON DELETE CASCADE removes them (whose trigger then finds no order and does nothing).
CREATE TRIGGER "OrderDayRollup_order_insert_delete" AFTER INSERT OR DELETE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION order_day_rollup_on_order();
CREATE TRIGGER "OrderDayRollup_order_update" AFTER UPDATE OF status, "paymentStatus", "paymentMethod", total, "createdAt" ON "Order"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD."paymentStatus" IS DISTINCT FROM NEW."paymentStatus"
    OR OLD."paymentMethod" IS DISTINCT FROM NEW."paymentMethod" OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION order_day_rollup_on_order();

CREATE FUNCTION order_day_rollup_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before BIGINT := CASE WHEN TG_OP <> 'INSERT' AND OLD.kind = 'partial' AND OLD.status <> 'failed' THEN OLD.amount ELSE 0 END;
  after BIGINT := CASE WHEN TG_OP <> 'DELETE' AND NEW.kind = 'partial' AND NEW.status <> 'failed' THEN NEW.amount ELSE 0 END;
  o "Order";
  refunded BIGINT;
BEGIN
  IF before = after THEN RETURN NULL; END IF;
  -- Locked: a change of the order's status at the same time waits, then counts this refund (and the other way round).
  SELECT * INTO o FROM "Order" WHERE id = coalesce(NEW."orderId", OLD."orderId") FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  refunded := order_partial_refunds(o.id);
  PERFORM order_day_rollup_add(o, refunded - after + before, -1);
  PERFORM order_day_rollup_add(o, refunded, 1);
  RETURN NULL;
END $$;

CREATE TRIGGER "OrderDayRollup_refund" AFTER INSERT OR UPDATE OR DELETE ON "Refund"
  FOR EACH ROW EXECUTE FUNCTION order_day_rollup_on_refund();

-- Every day again from the orders, in one pass: the backfill below, and seed:bulk after writing its orders with the
-- triggers off (while nothing else changes orders).
CREATE FUNCTION order_day_rollup_rebuild() RETURNS void LANGUAGE sql AS $$
DELETE FROM "OrderDayRollup";
INSERT INTO "OrderDayRollup" (day, shard, orders, pending, revenue, collected, expected)
SELECT ((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date, o.id % 16, count(*), count(*) FILTER (WHERE o.status = 'pending'),
       coalesce(sum(o.total - coalesce(pr.amount, 0)) FILTER (WHERE o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned') AND (o."paymentMethod" = 'cod' OR o."paymentStatus" = 'paid')), 0),
       coalesce(sum(o.total - coalesce(pr.amount, 0)) FILTER (WHERE o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned') AND o."paymentStatus" = 'paid'), 0),
       coalesce(sum(o.total - coalesce(pr.amount, 0)) FILTER (WHERE o.status NOT IN ('cancelled', 'refunded', 'returning', 'returned') AND o."paymentMethod" = 'cod' AND o."paymentStatus" <> 'paid'), 0)
FROM "Order" o
LEFT JOIN (SELECT "orderId", sum(amount) AS amount FROM "Refund" WHERE kind = 'partial' AND status <> 'failed' GROUP BY "orderId") pr ON pr."orderId" = o.id
GROUP BY 1, 2;
$$;

SELECT order_day_rollup_rebuild();
