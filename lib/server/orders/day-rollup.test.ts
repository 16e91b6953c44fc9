import { randomUUID } from "node:crypto";
import { Prisma } from "@prisma/client";
import { SHOP_TIME_ZONE } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { payOnline, placeTwoProductOrder } from "@/scripts/jest/orders";
import { runOrderAction } from "./admin-actions";
import { dashboardStats } from "./admin-queries";
import { recordCashCollected } from "./cash-collection";
import { applyOrderEdit } from "./order-edits";
import { createPartialRefund } from "./partial-refunds";
import {
  collectedRevenue,
  countsAsRevenue,
  expectedRevenue,
  netOfPartialRefunds,
  PARTIAL_REFUNDS_JOIN,
} from "./revenue";

/**
 * The per-day rollup ("OrderDayRollup", kept by database triggers) against the live sums over the orders, by the one
 * revenue rule (revenue.ts), after orders placed at the same time and random changes made the ways the shop makes
 * them: payments, confirmations, deliveries with cash collected, edits, partial refunds, cancellations, RTO.
 */

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

const FIGURES = [
  "orders",
  "pending",
  "revenue",
  "collected",
  "expected",
  "codOrders",
  "codRevenue",
  "prepaidOrders",
  "shipping",
] as const;
type Day = { day: string } & Record<(typeof FIGURES)[number], number>;

const LOCAL_DAY = Prisma.raw(`((o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE '${SHOP_TIME_ZONE}')::date`);

async function liveDays(): Promise<Day[]> {
  const rows = await db.$queryRaw<Record<keyof Day, string | bigint>[]>`
    SELECT ${LOCAL_DAY}::text AS day, count(*) AS orders, count(*) FILTER (WHERE o.status = 'pending') AS pending,
           coalesce(sum(${netOfPartialRefunds()}) FILTER (WHERE ${countsAsRevenue("o")}), 0) AS revenue,
           coalesce(sum(${netOfPartialRefunds()}) FILTER (WHERE ${collectedRevenue("o")}), 0) AS collected,
           coalesce(sum(${netOfPartialRefunds()}) FILTER (WHERE ${expectedRevenue("o")}), 0) AS expected,
           count(*) FILTER (WHERE ${countsAsRevenue("o")} AND o."paymentMethod" = 'cod') AS "codOrders",
           coalesce(sum(${netOfPartialRefunds()}) FILTER (WHERE ${countsAsRevenue("o")} AND o."paymentMethod" = 'cod'), 0) AS "codRevenue",
           count(*) FILTER (WHERE ${countsAsRevenue("o")} AND o."paymentMethod" = 'prepaid') AS "prepaidOrders",
           coalesce(sum(o."shippingCost") FILTER (WHERE ${countsAsRevenue("o")}), 0) AS shipping
    FROM "Order" o ${PARTIAL_REFUNDS_JOIN} GROUP BY 1 ORDER BY 1`;
  return rows.map(numbers);
}

async function rolledUpDays(): Promise<Day[]> {
  const rows = await db.$queryRaw<Record<keyof Day, string | bigint>[]>`
    SELECT day::text AS day, sum(orders) AS orders, sum(pending) AS pending, sum(revenue) AS revenue,
           sum(collected) AS collected, sum(expected) AS expected, sum("codOrders") AS "codOrders",
           sum("codRevenue") AS "codRevenue", sum("prepaidOrders") AS "prepaidOrders", sum(shipping) AS shipping
    FROM "OrderDayRollup" GROUP BY day
    HAVING sum(orders) <> 0 OR sum(pending) <> 0 OR sum(revenue) <> 0 OR sum(collected) <> 0 OR sum(expected) <> 0
      OR sum("codOrders") <> 0 OR sum("codRevenue") <> 0 OR sum("prepaidOrders") <> 0 OR sum(shipping) <> 0
    ORDER BY day`;
  return rows.map(numbers);
}

function numbers(row: Record<keyof Day, string | bigint>): Day {
  return { day: String(row.day), ...Object.fromEntries(FIGURES.map((figure) => [figure, Number(row[figure])])) } as Day;
}

type ProductSale = {
  orderId: number;
  day: string;
  productId: number | null;
  productName: string;
  units: number;
  revenue: number;
};

/** What each order sold of each product, as the triggers keep it and as its lines and refunds say now. */
async function productSales(source: "kept" | "live"): Promise<ProductSale[]> {
  const rows = await db.$queryRaw<(Omit<ProductSale, "units" | "revenue"> & { units: bigint; revenue: bigint })[]>`
    SELECT "orderId", day::text AS day, "productId", "productName", units, revenue
    FROM ${source === "kept" ? Prisma.sql`"OrderProductSale"` : Prisma.sql`order_product_sales_of((SELECT array_agg(id) FROM "Order"))`} s
    ORDER BY "orderId", "productId", "productName"`;
  return rows.map((row) => ({ ...row, units: Number(row.units), revenue: Number(row.revenue) }));
}

async function expectRollupEqualsLive() {
  expect(await productSales("kept")).toEqual(await productSales("live"));
  const live = await liveDays();
  expect(await rolledUpDays()).toEqual(live);
  const sum = (key: keyof Omit<Day, "day">) => live.reduce((total, day) => total + day[key], 0);
  expect(await dashboardStats()).toMatchObject({
    total_orders: sum("orders"),
    pending_orders: sum("pending"),
    total_revenue: sum("revenue") / 100,
    collected_revenue: sum("collected") / 100,
    expected_revenue: sum("expected") / 100,
  });
}

/** A small deterministic generator, so a failure shows again on the next run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

type Placed = Awaited<ReturnType<typeof placeTwoProductOrder>>;

type Change = "pay" | "confirm" | "cancel" | "deliver" | "edit" | "partial refund" | "rto";

/** A change the shop makes to an order, as it makes it; one its state refuses (an error) changes nothing, which is fine. */
async function change(placed: Placed, kind: Change) {
  const { order, customer, items } = placed;
  const now = await db.order.findUniqueOrThrow({ where: { id: order.id } });
  const changes: Record<Change, () => Promise<unknown>> = {
    pay: () => payOnline(payments, customer.id, order.id),
    confirm: () => runOrderAction({ orderId: order.id, action: "confirm", actor }),
    cancel: () => runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer asked", actor }),
    deliver: async () => {
      await runOrderAction({ orderId: order.id, action: "process", actor }).catch(() => undefined);
      // Delivered (as the courier's scan sets it), then the cash handed over.
      await db.order.update({ where: { id: order.id }, data: { status: "delivered" } });
      if (now.paymentMethod === "cod") await recordCashCollected(order.id, actor);
    },
    edit: () =>
      applyOrderEdit(
        order.id,
        orderLinesEdit.parse({
          version: now.version,
          quantities: [{ item_id: items[0].id, quantity: 1 }],
          reason: "One fewer",
        }),
        actor,
        payments.gateway,
      ),
    "partial refund": () =>
      createPartialRefund(
        order.id,
        {
          mode: "lines",
          lines: [{ item_id: items[items.length - 1].id, quantity: 1 }],
          shipping: false,
          reason: "Arrived broken",
          restock: false,
          idempotency_key: randomUUID(),
        },
        actor,
        payments.gateway,
      ),
    // Returned to origin (RTO): the parcel on its way back, then back at the shop.
    rto: async () => {
      await db.order.update({ where: { id: order.id }, data: { status: "returning" } });
      await db.order.update({ where: { id: order.id }, data: { status: "returned" } });
    },
  };
  await changes[kind]().catch(() => undefined);
}

/** Each round's choices: paid or confirmed first, then edits, refunds, and an ending (delivered, cancelled, RTO). */
const ROUNDS: Change[][] = [
  ["pay", "confirm"],
  ["edit", "confirm", "edit"],
  ["partial refund", "edit", "deliver"],
  ["partial refund", "cancel", "deliver", "rto"],
  ["partial refund", "cancel", "rto"],
];

describe("the per-day rollup of orders and revenue", () => {
  it("equals the live sums after orders placed at the same time and random payments, edits, refunds, cancellations and RTO", async () => {
    const next = random(31);
    await expectRollupEqualsLive();
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => placeTwoProductOrder(i % 2 === 0 ? "cod" : "prepaid")),
    );
    await expectRollupEqualsLive();
    for (const choices of ROUNDS) {
      // Changes to different orders at the same time, as several staff and shoppers make them.
      await Promise.all(placed.map((order) => change(order, choices[Math.floor(next() * choices.length)])));
      await expectRollupEqualsLive();
    }
    const ids = placed.map(({ order }) => order.id);
    // The run made each kind of change (the generator is seeded: the same ones each time).
    const after = await db.order.findMany({ where: { id: { in: ids } }, select: { status: true, version: true } });
    expect(after.some((order) => order.version > 0)).toBe(true);
    expect(new Set(after.map((order) => order.status))).toEqual(new Set(["returned", "delivered", "cancelled"]));
    expect(await db.refund.count({ where: { orderId: { in: ids }, kind: "partial" } })).toBeGreaterThan(0);
  });

  it("counts a partial refund and a cancellation of the same order made at the same time", async () => {
    const placed = await placeTwoProductOrder("prepaid");
    await payOnline(payments, placed.customer.id, placed.order.id);
    await Promise.allSettled([
      change(placed, "partial refund"),
      runOrderAction({ orderId: placed.order.id, action: "cancel", notes: "Customer asked", actor }),
    ]);
    await expectRollupEqualsLive();
  });

  it("follows the shipping charged, alone or with the total, while the order counts as revenue", async () => {
    const placed = await placeTwoProductOrder("prepaid");
    await db.order.update({ where: { id: placed.order.id }, data: { shippingCost: 799, total: { increment: 799 } } });
    await payOnline(payments, placed.customer.id, placed.order.id);
    await expectRollupEqualsLive();
    await db.order.update({ where: { id: placed.order.id }, data: { shippingCost: 0 } });
    await expectRollupEqualsLive();
    await db.order.update({ where: { id: placed.order.id }, data: { shippingCost: 4999 } });
    await runOrderAction(
      { orderId: placed.order.id, action: "cancel", notes: "Customer asked", actor },
      { gateway: payments.gateway },
    );
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.order.id } })).toMatchObject({ status: "cancelled" });
    await expectRollupEqualsLive();
  });

  it("takes a deleted order away, with its refunds", async () => {
    const placed = await placeTwoProductOrder("cod");
    await db.refund.create({
      data: {
        orderId: placed.order.id,
        amount: 1000,
        status: "processed",
        reason: "Goodwill",
        idempotencyKey: randomUUID(),
        kind: "partial",
        method: "upi",
      },
    });
    await expectRollupEqualsLive();
    await db.order.delete({ where: { id: placed.order.id } });
    await expectRollupEqualsLive();
  });
});
