import "server-only";
import { Prisma } from "@prisma/client";
import { paiseToRupees } from "@/lib/domain/money";
import { phoneSearchDigits } from "@/lib/domain/phone";
import { searchCount, searchCountLimit, type SearchPage } from "@/lib/domain/search-count";
import { db } from "@/lib/server/db";
import { containsPattern } from "@/lib/server/sql-patterns";
import { countsAsRevenue } from "@/lib/server/orders/revenue";
import type { AdminCustomerQuery } from "@/lib/validation/customers/directory";

/** A customer's orders shown on their page, newest first; older ones stay reachable through the orders list. */
export const CUSTOMER_ORDERS_SHOWN = 100;

type CustomerRow = {
  id: number;
  phone: string;
  name: string | null;
  email: string | null;
  created_at: Date;
  order_count: bigint;
  lifetime_value: bigint;
  last_order_at: Date | null;
};

function customerJson(row: CustomerRow) {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    created_at: row.created_at.toISOString(),
    order_count: Number(row.order_count),
    lifetime_value: paiseToRupees(Number(row.lifetime_value)),
    last_order_at: row.last_order_at?.toISOString() ?? null,
  };
}

export type AdminCustomerJson = ReturnType<typeof customerJson>;

function searchCondition(search: string | undefined): Prisma.Sql {
  if (!search) return Prisma.sql`TRUE`;
  const pattern = containsPattern(search);
  const phone = phoneSearchDigits(search);
  const byPhone = phone ? Prisma.sql`c.phone LIKE ${containsPattern(phone)}` : Prisma.sql`FALSE`;
  return Prisma.sql`(c.name ILIKE ${pattern} OR c.email ILIKE ${pattern} OR ${byPhone})`;
}

/** Order count, lifetime value and last order of the customers in `c`, aggregated per customer by PostgreSQL. */
const ORDER_TOTALS = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT count(*) AS order_count,
           coalesce(sum(o.total) FILTER (WHERE ${countsAsRevenue("o")}), 0) AS lifetime_value,
           max(o."createdAt") AS last_order_at
    FROM "Order" o WHERE o."customerId" = c.id
  ) totals ON TRUE`;

/**
 * One page of customers (newest accounts first) with their order figures, and how many match: all
 * of them, or a search's matches up to a point (lib/domain/search-count.ts).
 */
export async function listCustomers(query: AdminCustomerQuery): Promise<SearchPage<AdminCustomerJson>> {
  const where = searchCondition(query.search);
  const countLimit = query.search ? searchCountLimit(query.page, query.page_size) : null;
  const [rows, [{ count }]] = await Promise.all([
    db.$queryRaw<CustomerRow[]>`
      SELECT c.id, c.phone, c.name, c.email, c."createdAt" AS created_at, totals.*
      FROM (
        SELECT * FROM "Customer" c WHERE ${where}
        ORDER BY c."createdAt" DESC, c.id DESC
        LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}
      ) c ${ORDER_TOTALS}
      ORDER BY c."createdAt" DESC, c.id DESC`,
    db.$queryRaw<
      { count: bigint }[]
    >`SELECT count(*) FROM (SELECT FROM "Customer" c WHERE ${where} LIMIT ${countLimit}) matches`,
  ]);
  const counted = Number(count);
  return {
    results: rows.map(customerJson),
    ...searchCount(counted, countLimit),
  };
}

/** One customer with their figures and latest orders, or null. */
export async function getCustomer(id: number) {
  const [row] = await db.$queryRaw<CustomerRow[]>`
    SELECT c.id, c.phone, c.name, c.email, c."createdAt" AS created_at, totals.*
    FROM "Customer" c ${ORDER_TOTALS} WHERE c.id = ${id}`;
  if (!row) return null;
  const orders = await db.order.findMany({
    where: { customerId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: CUSTOMER_ORDERS_SHOWN,
    select: {
      id: true,
      orderNumber: true,
      createdAt: true,
      status: true,
      paymentStatus: true,
      paymentMethod: true,
      total: true,
    },
  });
  return {
    ...customerJson(row),
    orders: orders.map((order) => ({
      id: order.id,
      order_id: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      total_amount: paiseToRupees(order.total),
    })),
  };
}

export type AdminCustomerDetailJson = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;
