import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@prisma/client";

/** A size of a test product: the option value ("60 capsules"), its MRP and sale price in paise, stock and weight. */
export type TestSize = { value: string; price: number; salePrice: number; stock: number; weightGrams?: number };

/**
 * A product with a "Size" option and one variant per size, created the way docs/variants.md says (the product's row
 * makes the default variant, the first size; the others are inserted with `productId`). Tests do not depend on the
 * seed's pack sizes. The product is available, in the seed's first category, at 12% GST.
 */
export async function productWithSizes(
  db: PrismaClient,
  name: string,
  sizes: readonly [TestSize, ...TestSize[]],
): Promise<{ id: number; name: string; variants: { id: number; sku: string; value: string }[] }> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const category = await db.category.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
  const [first, ...others] = sizes;
  const product = await db.product.create({
    data: {
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${tag.toLowerCase()}`,
      sku: `T-${tag}-0`,
      categoryId: category.id,
      price: first.price,
      discountType: first.salePrice < first.price ? "amount" : null,
      discount: first.price - first.salePrice,
      salePrice: first.salePrice,
      stock: first.stock,
      unitLabel: first.value,
      weightGrams: first.weightGrams ?? 250,
      hsnCode: "30049011",
      available: true,
    },
    select: { id: true, name: true },
  });
  await db.productOption.create({
    data: { productId: product.id, name: "Size", position: 0, values: sizes.map((size) => size.value) },
  });
  await db.productVariant.updateMany({
    where: { productId: product.id, isDefault: true },
    data: { optionValues: [first.value] },
  });
  for (const [index, size] of others.entries()) {
    await db.productVariant.create({
      data: {
        productId: product.id,
        sku: `T-${tag}-${index + 1}`,
        position: index + 1,
        optionValues: [size.value],
        price: size.price,
        discountType: size.salePrice < size.price ? "amount" : null,
        discount: size.price - size.salePrice,
        salePrice: size.salePrice,
        stock: size.stock,
        unitLabel: size.value,
        weightGrams: size.weightGrams ?? 250,
      },
    });
  }
  const variants = await db.productVariant.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
    select: { id: true, sku: true, optionValues: true },
  });
  return { ...product, variants: variants.map(({ id, sku, optionValues }) => ({ id, sku, value: optionValues[0] })) };
}
