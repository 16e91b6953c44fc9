import "server-only";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { productNotFound } from "@/lib/server/catalog-management/products";
import { revalidateProducts } from "@/lib/server/catalog/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { StockAdjustmentInput } from "@/lib/validation/portal-products";

type AdjustmentRow = { id: number; delta: number; reason: string; note: string; stockAfter: number; createdAt: Date; staff: { name: string; username: string } | null };

function adjustmentJson(row: AdjustmentRow) {
  return {
    id: row.id, delta: row.delta, reason: row.reason, note: row.note, stock_after: row.stockAfter,
    staff: row.staff ? row.staff.name || row.staff.username : null, created_at: row.createdAt.toISOString(),
  };
}

const STAFF_NAME = { select: { name: true, username: true } } as const;

/**
 * Applies a signed change to a product's stock. One UPDATE adds the delta only where the count
 * stays at or above zero, under the same row lock checkout takes, so an adjustment racing
 * checkouts can neither oversell nor lose a count; the history row records the count it left.
 */
export async function adjustStock(productId: number, input: StockAdjustmentInput, actor: Actor) {
  const adjustment = await db.$transaction(async (tx) => {
    const [changed] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE "Product" SET stock = stock + ${input.delta}, "updatedAt" = now()
      WHERE id = ${productId} AND stock + ${input.delta} >= 0
      RETURNING stock`;
    if (!changed) {
      const product = await tx.product.findUnique({ where: { id: productId }, select: { stock: true } });
      if (!product) throw productNotFound();
      throw new AppError(409, "stock_below_zero", `Stock cannot go below zero: ${product.stock} in stock.`);
    }
    const adjustment = await tx.stockAdjustment.create({
      data: { productId, delta: input.delta, reason: input.reason, note: input.note, stockAfter: changed.stock, staffId: actor.staffId },
      include: { staff: STAFF_NAME },
    });
    const stockBefore = changed.stock - input.delta;
    await recordAudit(tx, actor, {
      action: "adjust_stock", entity: "product", entityId: productId,
      before: { stock: stockBefore }, after: { stock: changed.stock, delta: input.delta, reason: input.reason, note: input.note },
    });
    return adjustment;
  });
  // The product API shows the count itself, so every adjustment refreshes the product.
  revalidateProducts(productId);
  return adjustmentJson(adjustment);
}

/** A product's stock history, newest first. */
export async function listStockAdjustments(productId: number, page: { page: number; page_size: number }) {
  if (!(await db.product.findUnique({ where: { id: productId }, select: { id: true } }))) throw productNotFound();
  const where = { productId };
  const [rows, count] = await Promise.all([
    db.stockAdjustment.findMany({ where, orderBy: { id: "desc" }, skip: (page.page - 1) * page.page_size, take: page.page_size, include: { staff: STAFF_NAME } }),
    db.stockAdjustment.count({ where }),
  ]);
  return { results: rows.map(adjustmentJson), count };
}
