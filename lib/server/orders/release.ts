import "server-only";
import type { Prisma } from "@prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * Puts an order's items back in stock (products deleted since are skipped). Returns the products
 * that were sold out and are in stock again: their pages still say "Out of Stock".
 */
export async function restoreStock(tx: Tx, orderId: number): Promise<number[]> {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } }, orderBy: { productId: "asc" } });
  const backInStock: number[] = [];
  for (const item of items) {
    const { id, stock } = await tx.product.update({ where: { id: item.productId! }, data: { stock: { increment: item.quantity } }, select: { id: true, stock: true } });
    if (stock === item.quantity) backInStock.push(id);
  }
  return backInStock;
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
