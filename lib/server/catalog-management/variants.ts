import "server-only";
import { Prisma, type ProductVariant } from "@prisma/client";
import { priceStoredProduct, storedDiscount } from "@/lib/domain/catalog";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import type { Actor } from "@/lib/domain/principal";
import { repricedByPercent, variantLabel } from "@/lib/domain/variants";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, productNotFound, unlessTaken } from "@/lib/server/errors";
import { enqueueLowStock } from "@/lib/server/catalog-management/stock";
import type { ProductVariantsSave, VariantInput, VariantsReprice } from "@/lib/validation/catalog-management/variants";

type Tx = Prisma.TransactionClient;
export type VariantRow = ProductVariant & { _count: { orderItems: number } };

export const VARIANT_INCLUDE = { _count: { select: { orderItems: true } } } satisfies Prisma.ProductVariantInclude;
export const VARIANT_ORDER = [
  { position: "asc" },
  { id: "asc" },
] satisfies Prisma.ProductVariantOrderByWithRelationInput[];

/** A variant as the portal reads and writes it: money in rupees, the sale price computed by the shop's pricing rule. */
export function portalVariantJson(row: VariantRow) {
  const price = priceStoredProduct(row);
  return {
    id: row.id,
    sku: row.sku,
    label: variantLabel(row.optionValues),
    option_values: row.optionValues,
    is_default: row.isDefault,
    position: row.position,
    active: row.active,
    price: paiseToRupees(row.price),
    discount_type: row.discountType,
    discount: row.discountType === "amount" ? paiseToRupees(row.discount) : row.discount,
    discountPrice: paiseToRupees(price.discountPrice),
    discountPercentage: price.discountPercentage,
    stock: row.stock,
    quantity: row.unitLabel,
    weight_grams: row.weightGrams,
    length_cm: row.lengthCm,
    breadth_cm: row.breadthCm,
    height_cm: row.heightCm,
    gtin: row.gtin,
    /** Its image among the product's (`images`); empty shows the product's images. */
    image_urls: row.imageUrls,
    /** Order lines name it: it can be deactivated, never removed. */
    ordered: row._count.orderItems > 0,
  };
}

export type PortalVariantJson = ReturnType<typeof portalVariantJson>;

async function variantsOf(tx: Tx, productId: number) {
  const [product, options, variants, images] = await Promise.all([
    tx.product.findUnique({ where: { id: productId }, select: { id: true, version: true, sku: true, stock: true } }),
    tx.productOption.findMany({ where: { productId }, orderBy: { position: "asc" } }),
    tx.productVariant.findMany({ where: { productId }, orderBy: VARIANT_ORDER, include: VARIANT_INCLUDE }),
    productImageUrls(tx, productId),
  ]);
  if (!product) throw productNotFound();
  return {
    product_id: product.id,
    version: product.version,
    options: options.map((option) => ({ name: option.name, values: option.values })),
    variants: variants.map(portalVariantJson),
    /** The product's images in order: what a variant's image may be. */
    images,
  };
}

/** The product's images in their order, as a variant may name them. */
function productImageUrls(tx: Tx, productId: number) {
  return tx.productImage.findMany({
    where: { productId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { url: true, alt: true },
  });
}

export type ProductVariantsJson = Awaited<ReturnType<typeof variantsOf>>;

/** GET /api/portal/products/{id}/variants/: the product's options and its variants in order. */
export function getProductVariants(productId: number): Promise<ProductVariantsJson> {
  return variantsOf(db, productId);
}

/** The columns one grid row writes (rupees to paise, the sale price by lib/domain/pricing). */
function variantColumns(input: VariantInput, position: number) {
  const discountType = input.discount_type;
  const price = rupeesToPaise(input.price);
  const discount = storedDiscount(discountType, input.discount);
  if (discountType === "amount" && discount > price) {
    throw new AppError(422, "invalid_discount", "A discount cannot be more than the price", { field: "discount" });
  }
  return {
    sku: input.sku,
    position,
    active: input.active,
    optionValues: input.option_values,
    price,
    discountType,
    discount,
    salePrice: priceStoredProduct({ price, discountType, discount }).discountPrice,
    unitLabel: input.quantity,
    weightGrams: input.weight_grams,
    lengthCm: input.length_cm,
    breadthCm: input.breadth_cm,
    heightCm: input.height_cm,
    gtin: input.gtin,
    imageUrls: input.image_urls,
  };
}

const skuTakenAt = (sku: string, index: number) =>
  new AppError(409, "sku_taken", `Another product already has the SKU ${sku}.`, { field: `variants.${index}.sku` });

/** Locks the product, checks the version the editor saw and answers its variants, locked too. */
async function lockForVariants(tx: Tx, productId: number, version: number) {
  const [locked] = await tx.$queryRaw<
    { version: number }[]
  >`SELECT version FROM "Product" WHERE id = ${productId} FOR UPDATE`;
  if (!locked) throw productNotFound();
  checkVersion(locked.version, version, "product");
  await tx.$queryRaw`SELECT id FROM "ProductVariant" WHERE "productId" = ${productId} ORDER BY id FOR UPDATE`;
  return tx.productVariant.findMany({ where: { productId }, orderBy: VARIANT_ORDER, include: VARIANT_INCLUDE });
}

/** The product's version moves on with every variant change (a stale product form is refused after it). */
export async function bumpVersion(tx: Tx, productId: number) {
  await tx.product.update({ where: { id: productId }, data: { version: { increment: 1 }, updatedAt: new Date() } });
}

/** Which row a write had reached (-1: none), to name a SKU a concurrent write took. */
export type VariantClash = { index: number };

/**
 * Writes a product's whole set of options and variants over the locked `current` rows (the product
 * locked too, its version checked by the caller): variants with an id are updated, those without
 * are created (their stock is their opening stock), those left out are removed unless an order
 * line names them (then 409: deactivate instead) or they are the default one. A stock that differs
 * from the stored count is written as a stock adjustment (reason correction, `note`) with its
 * history row (and a low-stock alert when it crosses the threshold: `enqueueLowStock`). The
 * product's summary columns follow by trigger (docs/variants.md). The one writer of variants: the
 * grid's PUT and the CSV import both write through it.
 */
export async function writeVariants(
  tx: Tx,
  productId: number,
  current: VariantRow[],
  input: Pick<ProductVariantsSave, "options" | "variants">,
  actor: Actor,
  { note, clash = { index: -1 } }: { note: string; clash?: VariantClash },
): Promise<void> {
  const byId = new Map(current.map((row) => [row.id, row]));
  input.variants.forEach((variant, index) => {
    if (variant.id !== undefined && !byId.has(variant.id)) {
      throw new AppError(422, "unknown_variant", "This variant is not one of the product's: reload the page.", {
        field: `variants.${index}.id`,
      });
    }
  });
  // A variant's image is one of the product's own (read under the product's lock, which image writes take too).
  const images = new Set((await productImageUrls(tx, productId)).map((image) => image.url));
  input.variants.forEach((variant, index) => {
    if (variant.image_urls.some((url) => !images.has(url))) {
      throw new AppError(400, "unknown_image", "This image is not one of the product's: choose one of its images.", {
        field: `variants.${index}.image_urls`,
      });
    }
  });
  const kept = new Set(input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])));
  const removed = current.filter((row) => !kept.has(row.id));
  for (const row of removed) {
    if (row.isDefault) {
      throw new AppError(409, "default_variant", `${row.sku} is the product's default variant: it cannot be removed.`);
    }
    if (row._count.orderItems > 0) {
      throw new AppError(
        409,
        "variant_ordered",
        `${row.sku} has been ordered, so it cannot be removed: deactivate it instead.`,
      );
    }
  }
  // A SKU another product's variant (or product) has: named at its row, before any write.
  const others = await tx.productVariant.findMany({
    where: { sku: { in: input.variants.map((variant) => variant.sku) }, productId: { not: productId } },
    select: { sku: true },
  });
  if (others.length > 0) {
    const index = input.variants.findIndex((variant) => variant.sku === others[0].sku);
    throw skuTakenAt(others[0].sku, index);
  }
  if (removed.length > 0) await tx.productVariant.deleteMany({ where: { id: { in: removed.map((row) => row.id) } } });
  await tx.productOption.deleteMany({ where: { productId } });
  if (input.options.length > 0) {
    await tx.productOption.createMany({
      data: input.options.map((option, position) => ({
        productId,
        name: option.name,
        values: option.values,
        position,
      })),
    });
  }
  // SKUs may move between this product's variants (a swap): free the changed ones first.
  const renamed = input.variants.filter(
    (variant) => variant.id !== undefined && byId.get(variant.id)!.sku !== variant.sku,
  );
  for (const variant of renamed) {
    await tx.productVariant.update({ where: { id: variant.id }, data: { sku: `~${variant.id}~${Date.now()}` } });
  }
  const history: Prisma.StockAdjustmentCreateManyInput[] = [];
  for (const [position, variant] of input.variants.entries()) {
    clash.index = position;
    const columns = variantColumns(variant, position);
    if (variant.id === undefined) {
      const created = await tx.productVariant.create({ data: { ...columns, productId, stock: variant.stock } });
      if (variant.stock > 0) {
        history.push({
          productId,
          variantId: created.id,
          delta: variant.stock,
          stockAfter: variant.stock,
          reason: "opening",
          note: "",
          staffId: actor.staffId,
        });
      }
      continue;
    }
    const stored = byId.get(variant.id)!;
    const delta = variant.stock - stored.stock;
    await tx.productVariant.update({ where: { id: variant.id }, data: { ...columns, stock: variant.stock } });
    if (delta !== 0) {
      history.push({
        productId,
        variantId: variant.id,
        delta,
        stockAfter: variant.stock,
        reason: "correction",
        note,
        staffId: actor.staffId,
      });
    }
  }
  clash.index = -1;
  if (history.length > 0) {
    const rows = await tx.stockAdjustment.createManyAndReturn({
      data: history,
      select: { id: true, productId: true, variantId: true, delta: true, stockAfter: true },
    });
    // A count set below the threshold from above it tells the merchant, as a stock adjustment does.
    await enqueueLowStock(
      tx,
      rows.flatMap((row) =>
        row.variantId === null
          ? []
          : [{ ...row, variantId: row.variantId, stockLeft: row.stockAfter, quantity: -row.delta }],
      ),
    );
  }
}

/**
 * Saves a product's whole set of options and variants (`writeVariants`) in one transaction on the
 * version the editor saw; one audit row holds the options and variants before and after.
 */
export async function saveProductVariants(
  productId: number,
  input: ProductVariantsSave,
  actor: Actor,
): Promise<ProductVariantsJson> {
  const clash: VariantClash = { index: -1 };
  const saved = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const current = await lockForVariants(tx, productId, input.version);
        const before = await variantsOf(tx, productId);
        await writeVariants(tx, productId, current, input, actor, { note: "Variants grid", clash });
        await bumpVersion(tx, productId);
        const after = await variantsOf(tx, productId);
        const { version: _before, ...beforeAudit } = before;
        const { version: _after, ...afterAudit } = after;
        await recordAudit(tx, actor, {
          action: "update_variants",
          entity: "product",
          entityId: productId,
          ...changedFields(auditShape(beforeAudit), auditShape(afterAudit)),
        });
        return after;
      }),
    () =>
      clash.index >= 0
        ? skuTakenAt(input.variants[clash.index].sku, clash.index)
        : new AppError(409, "sku_taken", "Another product already has one of these SKUs."),
  );
  revalidateProducts(productId);
  return saved;
}

/** What the audit log keeps of a product's variants: without the derived `ordered` flag. */
function auditShape({ options, variants }: Pick<ProductVariantsJson, "options" | "variants">) {
  return { options, variants: variants.map(({ ordered: _ordered, ...variant }) => variant) };
}

/**
 * Moves every variant's MRP (or the listed variants') by a percent, to the nearest paisa
 * (`repricedByPercent`); a percent discount stays, an amount discount larger than the new MRP is cut
 * to it. One transaction on the version the editor saw, audited.
 */
export async function repriceVariants(productId: number, input: VariantsReprice, actor: Actor) {
  const saved = await db.$transaction(async (tx) => {
    const current = await lockForVariants(tx, productId, input.version);
    const wanted = input.variant_ids ? new Set(input.variant_ids) : null;
    if (wanted && input.variant_ids!.some((id) => !current.some((row) => row.id === id))) {
      throw new AppError(422, "unknown_variant", "This variant is not one of the product's: reload the page.", {
        field: "variant_ids",
      });
    }
    const before = await variantsOf(tx, productId);
    for (const row of current) {
      if (wanted && !wanted.has(row.id)) continue;
      const price = repricedByPercent(row.price, input.percent);
      const discount = row.discountType === "amount" ? Math.min(row.discount, price) : row.discount;
      const salePrice = priceStoredProduct({ price, discountType: row.discountType, discount }).discountPrice;
      await tx.productVariant.update({ where: { id: row.id }, data: { price, discount, salePrice } });
    }
    await bumpVersion(tx, productId);
    const after = await variantsOf(tx, productId);
    await recordAudit(tx, actor, {
      action: "reprice_variants",
      entity: "product",
      entityId: productId,
      ...changedFields(auditShape(before), { ...auditShape(after), percent: input.percent }),
    });
    return after;
  });
  revalidateProducts(productId);
  return saved;
}
