import { formatCount } from "./format";

/**
 * The most units of one product the shop holds. Far above any real shelf and far below PostgreSQL's
 * integer, so no count, adjustment or restock can reach the column's limit.
 */
export const MAX_STOCK = 1_000_000;

export const stockCeilingMessage = `Stock is at most ${formatCount(MAX_STOCK)} units`;

/**
 * The count after putting `quantity` units of a cancelled or refunded order back: at most MAX_STOCK,
 * and never less than the count already there (a count above the ceiling from before it is kept).
 */
export function restockedCount(stock: number, quantity: number): number {
  return Math.max(stock, Math.min(stock + quantity, MAX_STOCK));
}
