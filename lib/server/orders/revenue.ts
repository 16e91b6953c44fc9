import { Prisma } from "@prisma/client";

type Alias = "o" | undefined;

function columns(alias: Alias) {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return {
    // A parcel returned undelivered (RTO) is no sale either: no cash comes, a paid one is refunded.
    open: `${column("status")} NOT IN ('cancelled', 'refunded', 'returning', 'returned')`,
    cod: `${column("paymentMethod")} = 'cod'`,
    paid: `${column("paymentStatus")} = 'paid'`,
  };
}

/**
 * The one revenue rule (dashboard, reports, a customer's lifetime value): an order counts when it is
 * neither cancelled nor refunded and its money is real, i.e. paid online or cash on delivery.
 * Revenue is collected revenue plus expected revenue, below. `alias` qualifies the "Order" columns
 * when the query joins other tables.
 */
export function countsAsRevenue(alias?: "o"): Prisma.Sql {
  const { open, cod, paid } = columns(alias);
  return Prisma.raw(`${open} AND (${cod} OR ${paid})`);
}

/**
 * Each order's partial refunds (docs/refunds.md; every one not failed, pending ones included, as the refund
 * rules hold them), summed per order and joined to the order "o" as `pr`: what `netOfPartialRefunds` nets.
 * Put it after `FROM "Order" o` (or after the join that brings "o"). One hash join over the refunds, where a
 * subquery per order would probe them once for every order summed (100 000 probes for the dashboard).
 */
export const PARTIAL_REFUNDS_JOIN = Prisma.raw(
  `LEFT JOIN (SELECT r."orderId", sum(r.amount) AS amount FROM "Refund" r WHERE r.kind = 'partial' AND r.status <> 'failed' GROUP BY r."orderId") pr ON pr."orderId" = o.id`,
);

/** An order's revenue net of its partial refunds: what the dashboard and the reports sum; needs `PARTIAL_REFUNDS_JOIN`. */
export function netOfPartialRefunds(): Prisma.Sql {
  return Prisma.raw(`(o."total" - coalesce(pr.amount, 0))`);
}

/** Revenue in hand: paid online, or cash on delivery whose cash was collected. */
export function collectedRevenue(alias?: "o"): Prisma.Sql {
  const { open, paid } = columns(alias);
  return Prisma.raw(`${open} AND ${paid}`);
}

/** Revenue expected: cash on delivery not collected yet. */
export function expectedRevenue(alias?: "o"): Prisma.Sql {
  const { open, cod, paid } = columns(alias);
  return Prisma.raw(`${open} AND ${cod} AND NOT ${paid}`);
}
