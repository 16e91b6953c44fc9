import { Prisma } from "@prisma/client";

/**
 * The one revenue rule (dashboard, reports, a customer's lifetime value): an order counts when it is
 * neither cancelled nor refunded and its money is real, i.e. paid online or cash on delivery.
 * `alias` qualifies the "Order" columns when the query joins other tables.
 */
export function countsAsRevenue(alias?: "o"): Prisma.Sql {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return Prisma.raw(
    `${column("status")} NOT IN ('cancelled', 'refunded') AND (${column("paymentMethod")} = 'cod' OR ${column("paymentStatus")} = 'paid')`,
  );
}
