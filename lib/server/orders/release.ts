import "server-only";
import type { PaymentStatus, Prisma } from "@prisma/client";
import { restockedCount, stockCeilingMessage } from "@/lib/domain/stock";
import type { StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { enqueueOrderEvent, enqueueStockRevalidation } from "@/lib/server/queue/queue";

type Tx = Prisma.TransactionClient;

/** Who put the units back and why, for the products' stock history. */
export type Restock = { staffId: number | null; note: string };

/**
 * Puts an order's items back in stock (products deleted since are skipped), each into the line's
 * variant (the default one when the line's variant was deleted since), with a stock adjustment row
 * (reason "returned", the variant's count it left) as the portal's stock history shows them.
 * A count never rises past MAX_STOCK (restockedCount): the order still closes, and the row's note
 * says how many units were not added. Products are locked and updated one by one in id order, the
 * lock order checkout takes. Returns the products it moved, and those that were sold out and are in
 * stock again, for revalidateStock. `units` (order item id to units) puts back only those units of
 * those items (a partial refund's restock); without it, every unit of the order.
 */
export async function restoreStock(
  tx: Tx,
  orderId: number,
  restock: Restock,
  units?: ReadonlyMap<number, number>,
): Promise<StockMoves> {
  const all = await tx.orderItem.findMany({
    where: { orderId, productId: { not: null } },
    orderBy: [{ productId: "asc" }, { id: "asc" }],
  });
  const items = units
    ? all
        .filter((item) => (units.get(item.id) ?? 0) > 0)
        .map((item) => ({ ...item, quantity: Math.min(item.quantity, units.get(item.id)!) }))
    : all;
  const change: StockMoves = { moved: [], availabilityChanged: [] };
  const adjustments: Prisma.StockAdjustmentCreateManyInput[] = [];
  for (const item of items) {
    const id = item.productId!;
    const [{ stock: productBefore }] = await tx.$queryRaw<
      { stock: number }[]
    >`SELECT stock FROM "Product" WHERE id = ${id} FOR UPDATE`;
    // The line's own variant (docs/variants.md); a line whose variant was deleted since goes back to the default one.
    const [variant] = item.variantId
      ? await tx.$queryRaw<{ id: number; stock: number }[]>`
          SELECT id, stock FROM "ProductVariant" WHERE id = ${item.variantId} AND "productId" = ${id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number; stock: number }[]>`
          SELECT id, stock FROM "ProductVariant" WHERE "productId" = ${id} AND "isDefault" FOR UPDATE`;
    const before = variant?.stock ?? productBefore;
    const stock = restockedCount(before, item.quantity);
    // The product's stock is the sum of its variants' (a database trigger keeps it).
    if (variant) await tx.productVariant.update({ where: { id: variant.id }, data: { stock } });
    else await tx.product.update({ where: { id }, data: { stock } });
    const [{ stock: productAfter }] = await tx.$queryRaw<
      { stock: number }[]
    >`SELECT stock FROM "Product" WHERE id = ${id}`;
    change.moved.push(id);
    if (productBefore === 0 && productAfter > 0) change.availabilityChanged.push(id);
    const left = item.quantity - (stock - before);
    const note = left > 0 ? `${restock.note} (${left} not added: ${stockCeilingMessage})` : restock.note;
    adjustments.push({
      productId: id,
      variantId: variant?.id ?? null,
      delta: stock - before,
      reason: "returned",
      note,
      stockAfter: stock,
      staffId: restock.staffId,
    });
  }
  await tx.stockAdjustment.createMany({ data: adjustments });
  return change;
}

/** Frees an order's coupon redemption so the coupon can be used again (e.g. after a failed payment). */
export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  const redemption = await tx.couponRedemption.findUnique({ where: { orderId } });
  if (!redemption) return;
  await tx.couponRedemption.delete({ where: { id: redemption.id } });
  await tx.coupon.update({ where: { id: redemption.couponId }, data: { usedCount: { decrement: 1 } } });
}

/** Locks an order row for the rest of the transaction; null when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  return rows.length > 0;
}

/**
 * The shop cancels a pending order of its own accord (an online order left unpaid past its payment window, a cash on
 * delivery order not confirmed in time): the order cancelled, every unit back in stock with `stockNote`, its coupon
 * freed, a status history row by "System" with `historyNote`, and the order-cancelled event. The caller holds the
 * order's lock (lockOrder) and has checked, under it, that the order still qualifies. Returns the stock it put back.
 */
export async function cancelBySystem(
  tx: Tx,
  order: { id: number; paymentStatus: PaymentStatus },
  { stockNote, historyNote }: { stockNote: string; historyNote: string },
): Promise<StockMoves> {
  await tx.order.update({ where: { id: order.id }, data: { status: "cancelled" } });
  const restored = await restoreStock(tx, order.id, { staffId: null, note: stockNote });
  await releaseCoupon(tx, order.id);
  await tx.orderStatusHistory.create({
    data: {
      orderId: order.id,
      status: "cancelled",
      paymentStatus: order.paymentStatus,
      changedByName: "System",
      notes: historyNote,
    },
  });
  await enqueueOrderEvent(tx, "order-cancelled", order.id);
  return restored;
}

/**
 * A scheduled expiry's loop: `expire` runs on each of `orderIds` in a transaction of its own (it answers the stock it
 * put back, or null when the order no longer qualifies), and the stock put back gets a `revalidate-stock` job in the
 * same transaction, so a committed expiry always gets its revalidation. Returns how many orders it expired.
 */
export async function expireEach(
  orderIds: number[],
  expire: (tx: Tx, orderId: number) => Promise<StockMoves | null>,
): Promise<number> {
  let expired = 0;
  for (const orderId of orderIds) {
    const restored = await db.$transaction(async (tx) => {
      const moves = await expire(tx, orderId);
      if (moves && moves.moved.length > 0) await enqueueStockRevalidation(tx, orderId, moves);
      return moves;
    });
    if (restored) expired += 1;
  }
  return expired;
}
