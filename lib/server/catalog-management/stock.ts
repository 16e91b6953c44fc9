import "server-only";
import type { Prisma, StockAdjustmentReason } from "@prisma/client";
import { variantLabel } from "@/lib/domain/variants";
import { crossedLowStock, lowStockIds } from "@/lib/domain/low-stock";
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
 * Tells the merchant, in the change's transaction, of the variants a stock change took from above the
 * low-stock threshold to at or below it (`crossedLowStock`, the rule an order follows): one job, keyed by
 * the first history row among them, so one e-mail per change. `id` is the history row's.
 */
export async function enqueueLowStock(
  tx: Prisma.TransactionClient,
  rows: readonly { id: number; productId: number; variantId: number; stockLeft: number; quantity: number }[],
) {
  if (rows.length === 0) return;
  const low = crossedLowStock(rows, await getLowStockThreshold());
  if (low.length === 0) return;
  await enqueueInTransaction(tx, LOW_STOCK, { event: LOW_STOCK, adjustmentId: low[0].id, ...lowStockIds(low) });
}

/**
 * Applies signed changes to products' stock, each with a history row (the count it left). One
 * UPDATE adds each delta only where the count stays at or above zero and a rise stays at or below
 * MAX_STOCK, under the same row lock checkout takes, so a change racing checkouts can neither
 * oversell nor lose a count. Answers the changes applied; one that would leave those bounds is left
 * out (and has no history row). Each product appears at most once in `changes`. A change that takes
 * a product's default variant (what a product-level write moves) to the low-stock threshold or below
 * tells the merchant (`enqueueLowStock`), in the same transaction.
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
    select: { id: true, productId: true, variantId: true, delta: true, stockAfter: true },
  });
  // A product-level change moved its default variant (the history row names it): that variant's count decides.
  const variantIds = history.flatMap((row) => (row.variantId === null ? [] : [row.variantId]));
  const variantStock = new Map(
    (await tx.productVariant.findMany({ where: { id: { in: variantIds } }, select: { id: true, stock: true } })).map(
      (variant) => [variant.id, variant.stock],
    ),
  );
  await enqueueLowStock(
    tx,
    history.flatMap((row) =>
      row.variantId === null || !variantStock.has(row.variantId)
        ? []
        : [{ ...row, variantId: row.variantId, stockLeft: variantStock.get(row.variantId)!, quantity: -row.delta }],
    ),
  );
  return history;
}

/**
 * One variant's stock change (the stock panel with a variant chosen): the product row is locked
 * first, as checkout locks it, then the variant's count moves within 0..MAX_STOCK (the product's
 * total follows by trigger) with a history row naming the variant. The merchant is told when the
 * variant's count crosses the low-stock threshold. Undefined when the bounds refuse it.
 */
async function applyVariantStockChange(
  tx: Prisma.TransactionClient,
  productId: number,
  variantId: number,
  change: Omit<StockChange, "productId">,
  staffId: number | null,
) {
  const [product] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`;
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
  await enqueueLowStock(tx, [{ ...applied, variantId, stockLeft: variant.stock, quantity: -change.delta }]);
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
