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
 * An order's revenue net of its partial refunds (docs/refunds.md; every one not failed, pending ones
 * included, as the refund rules hold them): what the dashboard and the reports sum. `alias` names the
 * "Order" row ("o"), or its bare columns when omitted.
 */
export function netOfPartialRefunds(alias?: "o"): Prisma.Sql {
  const id = alias ? `${alias}."id"` : `"Order"."id"`;
  const total = alias ? `${alias}."total"` : `"Order"."total"`;
  return Prisma.raw(
    `(${total} - coalesce((SELECT sum(r.amount) FROM "Refund" r WHERE r."orderId" = ${id} AND r.kind = 'partial' AND r.status <> 'failed'), 0))`,
  );
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
