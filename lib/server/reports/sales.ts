import "server-only";
import { paiseToRupees } from "@/lib/domain/money";
import { addDays, daysBetween, shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { MAX_REPORT_DAYS, type ReportPeriod, type ReportQuery } from "@/lib/validation/reports/queries";

export const TOP_PRODUCTS = 10;
const DEFAULT_DAYS = 30;

export type ReportRange = { period: ReportPeriod; start_date: string; end_date: string };

/**
 * The query with its defaults (the last 30 days, today in India included): a missing end is today,
 * or the start when that lies ahead; a missing start is 30 days before the end.
 */
export function reportRange(query: ReportQuery, now = new Date()): ReportRange {
  const today = shopDay(now);
  const end = query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const start = query.start_date ?? addDays(end, 1 - DEFAULT_DAYS);
  if (daysBetween(start, end) > MAX_REPORT_DAYS)
    throw new AppError(400, "invalid_range", `A report covers at most ${MAX_REPORT_DAYS} days`);
  return { period: query.period, start_date: start, end_date: end };
}

/**
 * Orders placed and revenue per day, week (from Monday) or month, the revenue also split into
 * collected and expected (cash on delivery not collected yet); periods without orders are zeros. Summed from the
 * per-day rollup ("OrderDayRollup", kept by the database in each order's transaction; a year is at most 366 days
 * of 16 rows), which holds the same sums as the orders (`countsAsRevenue`, net of partial refunds).
 */
async function salesByPeriod(range: ReportRange) {
  const { period } = range;
  const rows = await db.$queryRaw<
    { bucket: Date; orders: bigint; revenue: bigint; collected: bigint; expected: bigint }[]
  >`
    SELECT b.bucket, coalesce(sum(r.orders), 0) AS orders, coalesce(sum(r.revenue), 0) AS revenue,
           coalesce(sum(r.collected), 0) AS collected, coalesce(sum(r.expected), 0) AS expected
    FROM generate_series(date_trunc(${period}, ${range.start_date}::date::timestamp), ${range.end_date}::date::timestamp, ${`1 ${period}`}::interval) AS b(bucket)
    LEFT JOIN "OrderDayRollup" r ON r.day BETWEEN ${range.start_date}::date AND ${range.end_date}::date
      AND date_trunc(${period}, r.day::timestamp) = b.bucket
    GROUP BY b.bucket
    ORDER BY b.bucket`;
  return rows.map((row) => ({
    period_start: row.bucket.toISOString().slice(0, 10),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    collected_revenue: Number(row.collected),
    expected_revenue: Number(row.expected),
  }));
}

/**
 * The best sellers among orders that count as revenue, by units and by revenue (one aggregate, ranked twice), from
 * what each order sold of each product ("OrderProductSale", kept by the database in each order's transaction:
 * migration 20261129100000_order_product_sales). A product's revenue is what its lines brought after the order's
 * coupon, spread over the order's lines as the tax invoice spreads it (`allocate` in lib/domain/gst-invoice.ts), so
 * every product's revenue plus shipping adds up to the revenue to the paisa; partial refunds' item lines take their
 * amount and units off (docs/refunds.md; a goodwill line takes money, not units). A refund made before an order
 * edit names the lines of an earlier version: it is not attributed to products (the order's revenue still nets it).
 */
async function topProducts(range: ReportRange) {
  const rows = await db.$queryRaw<
    { ranking: "units" | "revenue"; product_id: number | null; product_name: string; units: bigint; revenue: bigint }[]
  >`
    WITH products AS (
      SELECT "productId" AS product_id, max("productName") AS product_name, sum(units) AS units, sum(revenue) AS revenue
      FROM "OrderProductSale" WHERE day BETWEEN ${range.start_date}::date AND ${range.end_date}::date
      GROUP BY "productId", CASE WHEN "productId" IS NULL THEN "productName" END
    )
    SELECT * FROM (
      (SELECT 'units' AS ranking, row_number() OVER (ORDER BY units DESC, product_name ASC) AS place, * FROM products
       ORDER BY place LIMIT ${TOP_PRODUCTS})
      UNION ALL
      (SELECT 'revenue' AS ranking, row_number() OVER (ORDER BY revenue DESC, product_name ASC) AS place, * FROM products
       ORDER BY place LIMIT ${TOP_PRODUCTS})
    ) ranked ORDER BY ranking, place`;
  const ranked = (by: "units" | "revenue") =>
    rows
      .filter((row) => row.ranking === by)
      .map((row) => ({
        product_id: row.product_id,
        product_name: row.product_name,
        units: Number(row.units),
        revenue: paiseToRupees(Number(row.revenue)),
      }));
  return { byUnits: ranked("units"), byRevenue: ranked("revenue") };
}

/**
 * Cash on delivery against online payment among the orders that count as revenue, and the shipping they
 * charged (the part of the revenue no product carries): from the per-day rollup, as the sales by period.
 */
async function paymentMethodsAndShipping(range: ReportRange) {
  const [row] = await db.$queryRaw<
    {
      cod_orders: bigint | null;
      cod_revenue: bigint | null;
      prepaid_orders: bigint | null;
      revenue: bigint | null;
      shipping: bigint | null;
    }[]
  >`
    SELECT sum("codOrders") AS cod_orders, sum("codRevenue") AS cod_revenue, sum("prepaidOrders") AS prepaid_orders,
           sum(revenue) AS revenue, sum(shipping) AS shipping
    FROM "OrderDayRollup" WHERE day BETWEEN ${range.start_date}::date AND ${range.end_date}::date`;
  const paise = (value: bigint | null) => Number(value ?? 0);
  const codRevenue = paise(row.cod_revenue);
  return {
    paymentMethods: [
      { payment_method: "cod" as const, orders: paise(row.cod_orders), revenue: paiseToRupees(codRevenue) },
      {
        payment_method: "prepaid" as const,
        orders: paise(row.prepaid_orders),
        revenue: paiseToRupees(paise(row.revenue) - codRevenue),
      },
    ],
    shipping: paise(row.shipping),
  };
}

/** The reports screen's figures, aggregated by PostgreSQL; money in rupees. Orders placed count every order, revenue follows `countsAsRevenue`. */
export async function salesReport(query: ReportQuery, now = new Date()) {
  const range = reportRange(query, now);
  const [sales, { byUnits, byRevenue }, { paymentMethods, shipping }] = await Promise.all([
    salesByPeriod(range),
    topProducts(range),
    paymentMethodsAndShipping(range),
  ]);
  return {
    ...range,
    totals: {
      orders: sales.reduce((sum, row) => sum + row.orders, 0),
      revenue: paiseToRupees(sales.reduce((sum, row) => sum + row.revenue, 0)),
      collected_revenue: paiseToRupees(sales.reduce((sum, row) => sum + row.collected_revenue, 0)),
      expected_revenue: paiseToRupees(sales.reduce((sum, row) => sum + row.expected_revenue, 0)),
      shipping: paiseToRupees(shipping),
    },
    sales: sales.map((row) => ({
      ...row,
      revenue: paiseToRupees(row.revenue),
      collected_revenue: paiseToRupees(row.collected_revenue),
      expected_revenue: paiseToRupees(row.expected_revenue),
    })),
    top_products_by_units: byUnits,
    top_products_by_revenue: byRevenue,
    payment_methods: paymentMethods,
  };
}

export type SalesReport = Awaited<ReturnType<typeof salesReport>>;
