import "server-only";
import type { Prisma } from "@prisma/client";
import { MAX_IMAGES_PER_UPLOAD } from "@/lib/domain/images";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { lockRow } from "@/lib/server/catalog-management/locks";
import { bumpVersion } from "@/lib/server/catalog-management/variants";
import { db } from "@/lib/server/db";
import { AppError, productNotFound } from "@/lib/server/errors";
import type { ProductImagePatch } from "@/lib/validation/media/product-images";
import { readImageFiles } from "./multipart";
import { processImage } from "./process";
import { removeUnusedImages, storeImage } from "./stored-images";

type Tx = Prisma.TransactionClient;
type ImageRow = { id: number; url: string; alt: string; position: number };

export const imageNotFound = () => new AppError(404, "image_not_found", "Image not found");

/** An image as the portal's product JSON lists it. */
export function productImageJson(row: ImageRow) {
  return { id: row.id, image: row.url, alt: row.alt, position: row.position };
}

export type ProductImageJson = ReturnType<typeof productImageJson>;

async function imagesOf(tx: Tx, productId: number): Promise<ImageRow[]> {
  return tx.productImage.findMany({
    where: { productId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, url: true, alt: true, position: true },
  });
}

/** Numbers the product's images 0, 1, 2, ... in the order given. */
async function renumber(tx: Tx, ordered: ImageRow[]): Promise<void> {
  for (const [position, image] of ordered.entries()) {
    if (image.position !== position) await tx.productImage.update({ where: { id: image.id }, data: { position } });
  }
}

/**
 * Adds the images of a multipart upload (fields `file`, up to 10) after the product's last one,
 * all or none: one file that is not a real image, is damaged or too large refuses the upload.
 */
export async function addProductImages(productId: number, request: Request, actor: Actor) {
  const product = await db.product.findUnique({ where: { id: productId }, select: { name: true } });
  if (!product) throw productNotFound();
  const files = await readImageFiles(request, MAX_IMAGES_PER_UPLOAD);
  const processed = [];
  for (const file of files) processed.push(await processImage(file, "product"));
  const paths: string[] = [];
  try {
    for (const image of processed) paths.push(await storeImage(image, "product"));
    const created = await db.$transaction(async (tx) => {
      if (!(await lockRow(tx, "Product", productId))) throw productNotFound();
      const existing = await imagesOf(tx, productId);
      const rows: ImageRow[] = [];
      for (const [index, url] of paths.entries()) {
        rows.push(
          await tx.productImage.create({
            data: { productId, url, alt: product.name.slice(0, 200), position: existing.length + index },
            select: { id: true, url: true, alt: true, position: true },
          }),
        );
      }
      for (const row of rows) {
        await recordAudit(tx, actor, {
          action: "add_image",
          entity: "product",
          entityId: productId,
          after: { image: productImageJson(row), file: files[rows.indexOf(row)]?.name },
        });
      }
      return rows;
    });
    revalidateProducts(productId);
    return { images: created.map(productImageJson) };
  } catch (error) {
    await removeUnusedImages(paths);
    throw error;
  }
}

export type ProductImagesJson = Awaited<ReturnType<typeof addProductImages>>;

/** Changes an image's alt text and/or moves it to `position` (0 = first), the others closing up around it. */
export async function updateProductImage(productId: number, imageId: number, patch: ProductImagePatch, actor: Actor) {
  const updated = await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "Product", productId))) throw productNotFound();
    const images = await imagesOf(tx, productId);
    const current = images.find((image) => image.id === imageId);
    if (!current) throw imageNotFound();
    const others = images.filter((image) => image.id !== imageId);
    const position = Math.min(patch.position ?? images.indexOf(current), others.length);
    const alt = patch.alt ?? current.alt;
    await tx.productImage.update({ where: { id: imageId }, data: { alt } });
    await renumber(tx, [...others.slice(0, position), { ...current, position: -1 }, ...others.slice(position)]);
    const after = { ...current, alt, position };
    const before = productImageJson(current);
    await recordAudit(tx, actor, {
      action: "update_image",
      entity: "product",
      entityId: productId,
      before: { image: before },
      after: { image: productImageJson(after) },
    });
    return after;
  });
  revalidateProducts(productId);
  return productImageJson(updated);
}

/**
 * Removes an image (the others close up), and its stored file once no record uses it -> the
 * product's images left and the product's version. Images are saved apart from the product's version, but a variant
 * that showed the image changes with it, so the version moves on then (as with every variant change: a variants grid
 * or product form opened before is refused, and the portal reads the product again). (An answer with a body: Next.js
 * finishes the revalidation before it ends one, while a bodiless 204 goes out before, so the shopper's next load
 * could still be the old page.)
 */
export async function deleteProductImage(productId: number, imageId: number, actor: Actor) {
  const { removed, left, version } = await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "Product", productId))) throw productNotFound();
    const images = await imagesOf(tx, productId);
    const current = images.find((image) => image.id === imageId);
    if (!current) throw imageNotFound();
    await tx.productImage.delete({ where: { id: imageId } });
    const rest = images.filter((image) => image.id !== imageId);
    await renumber(tx, rest);
    // A variant showing this image shows the product's images again (docs/variants.md), in the same transaction.
    const cleared = rest.some((image) => image.url === current.url)
      ? []
      : await tx.$queryRaw<{ sku: string }[]>`
          UPDATE "ProductVariant" SET "imageUrls" = array_remove("imageUrls", ${current.url}), "updatedAt" = now()
          WHERE "productId" = ${productId} AND ${current.url} = ANY("imageUrls")
          RETURNING sku`;
    if (cleared.length > 0) await bumpVersion(tx, productId);
    const { version } = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { version: true } });
    await recordAudit(tx, actor, {
      action: "remove_image",
      entity: "product",
      entityId: productId,
      before: { image: productImageJson(current) },
      ...(cleared.length > 0 ? { after: { variant_images_cleared: cleared.map((row) => row.sku).sort() } } : {}),
    });
    return { removed: current, left: rest.map((image, position) => ({ ...image, position })), version };
  });
  revalidateProducts(productId);
  await removeUnusedImages([removed.url]);
  return { images: left.map(productImageJson), version };
}

export type RemovedProductImageJson = Awaited<ReturnType<typeof deleteProductImage>>;
