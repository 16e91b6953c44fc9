import "server-only";
import type { Prisma, StockAdjustmentReason } from "@prisma/client";
import { variantLabel } from "@/lib/domain/variants";
import { crossedLowStock } from "@/lib/domain/low-stock";
import type { Actor } from "@/lib/domain/principal";
import { MAX_STOCK, stockCeilingMessage } from "@/lib/domain/stock";
import { recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, productNotFound } from "@/lib/server/errors";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { LOW_STOCK } from "@/lib/validation/queue/queues";
import { getLowStockThreshold } from "@/lib/server/settings/merchant-settings";
import type { StockAdjustmentInput } from "@/lib/validation/catalog-management/products";

type AdjustmentRow = {
  id: number;
  delta: number;
  reason: string;
  note: string;
  stockAfter: number;
  createdAt: Date;
  staff: { name: string; username: string } | null;
  variant: { id: number; sku: string; optionValues: string[] } | null;
};

function adjustmentJson(row: AdjustmentRow) {
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    note: row.note,
    stock_after: row.stockAfter,
    staff: row.staff ? row.staff.name || row.staff.username : null,
    /** The variant whose stock moved, named by its option values ("" for a product without options). */
    variant: row.variant
      ? { id: row.variant.id, sku: row.variant.sku, label: variantLabel(row.variant.optionValues) }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export type StockAdjustmentJson = ReturnType<typeof adjustmentJson>;

const STAFF_NAME = { select: { name: true, username: true } } as const;
const ADJUSTMENT_INCLUDE = {
  staff: STAFF_NAME,
  variant: { select: { id: true, sku: true, optionValues: true } },
} as const;

export type StockChange = { productId: number; delta: number; reason: StockAdjustmentInput["reason"]; note: string };

/**
 * The first row of new products' stock history: the count they were created with (none for a
 * product created without stock).
 */
export async function recordOpeningStock(
  tx: Prisma.TransactionClient,
  products: { id: number; stock: number }[],
  note: string,
  staffId: number | null,
) {
  const reason: StockAdjustmentReason = "opening";
  await tx.stockAdjustment.createMany({
    data: products
      .filter((product) => product.stock > 0)
      .map((product) => ({
        productId: product.id,
        delta: product.stock,
        stockAfter: product.stock,
        reason,
        note,
        staffId,
      })),
  });
}

/**
 * Applies signed changes to products' stock, each with a history row (the count it left). One
 * UPDATE adds each delta only where the count stays at or above zero and a rise stays at or below
 * MAX_STOCK, under the same row lock checkout takes, so a change racing checkouts can neither
 * oversell nor lose a count. Answers the changes applied; one that would leave those bounds is left
 * out (and has no history row). Each product appears at most once in `changes`. A change that takes
 * a product to the low-stock threshold or below tells the merchant, by the rule an order follows
 * (`crossedLowStock`), in the same transaction.
 */
export async function applyStockChanges(tx: Prisma.TransactionClient, changes: StockChange[], staffId: number | null) {
  if (changes.length === 0) return [];
  const rows = JSON.stringify(changes.map(({ productId, delta }) => ({ productId, delta })));
  const changed = await tx.$queryRaw<{ id: number; stock: number }[]>`
    UPDATE "Product" p SET stock = p.stock + c.delta, "updatedAt" = now()
    FROM jsonb_to_recordset(${rows}::jsonb) AS c("productId" int, delta int)
    WHERE p.id = c."productId" AND p.stock::bigint + c.delta >= 0 AND (c.delta < 0 OR p.stock::bigint + c.delta <= ${MAX_STOCK})
    RETURNING p.id, p.stock`;
  const stockAfter = new Map(changed.map((row) => [row.id, row.stock]));
  const applied = changes.filter((change) => stockAfter.has(change.productId));
  const history = await tx.stockAdjustment.createManyAndReturn({
    data: applied.map((change) => ({ ...change, stockAfter: stockAfter.get(change.productId)!, staffId })),
    select: { id: true, productId: true, delta: true, stockAfter: true },
  });
  const low = crossedLowStock(
    history.map((row) => ({ productId: row.productId, stockLeft: row.stockAfter, quantity: -row.delta })),
    await getLowStockThreshold(),
  );
  if (low.length > 0) {
    const adjustmentId = history.find((row) => low.includes(row.productId))!.id;
    await enqueueInTransaction(tx, LOW_STOCK, { event: LOW_STOCK, adjustmentId, productIds: low });
  }
  return history;
}

/**
 * One variant's stock change (the stock panel with a variant chosen): the product row is locked
 * first, as checkout locks it, then the variant's count moves within 0..MAX_STOCK (the product's
 * total follows by trigger) with a history row naming the variant. The merchant is told when the
 * product's total crosses the low-stock threshold, as for a product-level change. Undefined when
 * the bounds refuse it.
 */
async function applyVariantStockChange(
  tx: Prisma.TransactionClient,
  productId: number,
  variantId: number,
  change: Omit<StockChange, "productId">,
  staffId: number | null,
) {
  const [product] = await tx.$queryRaw<
    { stock: number }[]
  >`SELECT stock FROM "Product" WHERE id = ${productId} FOR UPDATE`;
  if (!product) throw productNotFound();
  const [variant] = await tx.$queryRaw<{ stock: number }[]>`
    UPDATE "ProductVariant" v SET stock = v.stock + ${change.delta}, "updatedAt" = now()
    WHERE v.id = ${variantId} AND v."productId" = ${productId} AND v.stock::bigint + ${change.delta} >= 0
      AND (${change.delta}::int < 0 OR v.stock::bigint + ${change.delta} <= ${MAX_STOCK})
    RETURNING v.stock`;
  if (!variant) return undefined;
  const applied = await tx.stockAdjustment.create({
    data: { productId, variantId, ...change, stockAfter: variant.stock, staffId },
    select: { id: true, productId: true, delta: true, stockAfter: true },
  });
  // The product's total after it (an inactive variant's units do not count in it).
  const { stock: total } = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } });
  const low = crossedLowStock(
    [{ productId, stockLeft: total, quantity: product.stock - total }],
    await getLowStockThreshold(),
  );
  if (low.length > 0)
    await enqueueInTransaction(tx, LOW_STOCK, { event: LOW_STOCK, adjustmentId: applied.id, productIds: low });
  return applied;
}

/**
 * One change made on the product's stock panel, audited: to the chosen variant's count, or without
 * one to the product's (its default variant's). A count below zero or above MAX_STOCK is a 409 and
 * changes nothing; a variant of another product is a 404.
 */
export async function adjustStock(productId: number, input: StockAdjustmentInput, actor: Actor) {
  const { variant: chosen, ...change } = input;
  const adjustment = await db.$transaction(async (tx) => {
    // Without a variant, the default one: the history's "stock after" is always the variant's count.
    const variantId =
      chosen ??
      (await tx.productVariant.findFirst({ where: { productId, isDefault: true }, select: { id: true } }))?.id;
    if (variantId === undefined) throw productNotFound();
    const applied = await applyVariantStockChange(tx, productId, variantId, change, actor.staffId);
    if (!applied) {
      const counted = await tx.productVariant.findFirst({
        where: { id: variantId, productId },
        select: { stock: true },
      });
      if (!counted) throw new AppError(404, "variant_not_found", "This variant is not one of the product's.");
      if (counted.stock + input.delta < 0)
        throw new AppError(409, "stock_below_zero", `Stock cannot go below zero: ${counted.stock} in stock.`);
      throw new AppError(409, "stock_above_maximum", `${stockCeilingMessage}: ${counted.stock} in stock.`);
    }
    const variant =
      chosen === undefined
        ? null
        : await tx.productVariant.findUniqueOrThrow({ where: { id: chosen }, select: { sku: true } });
    await recordAudit(tx, actor, {
      action: "adjust_stock",
      entity: "product",
      entityId: productId,
      before: { stock: applied.stockAfter - input.delta, ...(variant ? { variant: variant.sku } : {}) },
      after: {
        stock: applied.stockAfter,
        delta: input.delta,
        reason: input.reason,
        note: input.note,
        ...(variant ? { variant: variant.sku } : {}),
      },
    });
    return tx.stockAdjustment.findUniqueOrThrow({ where: { id: applied.id }, include: ADJUSTMENT_INCLUDE });
  });
  // The product API shows the count itself, so every adjustment refreshes the product.
  revalidateProducts(productId);
  return adjustmentJson(adjustment);
}

/** A product's stock history, newest first, with the merchant's low-stock threshold for the count's badge. */
export async function listStockAdjustments(productId: number, page: { page: number; page_size: number }) {
  if (!(await db.product.findUnique({ where: { id: productId }, select: { id: true } }))) throw productNotFound();
  const where = { productId };
  const [rows, count, threshold] = await Promise.all([
    db.stockAdjustment.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (page.page - 1) * page.page_size,
      take: page.page_size,
      include: ADJUSTMENT_INCLUDE,
    }),
    db.stockAdjustment.count({ where }),
    getLowStockThreshold(),
  ]);
  return { results: rows.map(adjustmentJson), count, low_stock_threshold: threshold };
}

export type StockHistoryPage = Awaited<ReturnType<typeof listStockAdjustments>>;
