import "server-only";
import type { Prisma } from "@prisma/client";
import { keyOfMediaPath } from "@/lib/server/storage/storage";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { readImageFiles } from "@/lib/server/media/multipart";
import { processImage } from "@/lib/server/media/process";
import { removeUnusedImages, storeImage } from "@/lib/server/media/stored-images";
import { LIMITS, limitPerSubject } from "@/lib/server/security/rate-limit";
import { storage } from "@/lib/server/storage";

/**
 * The `PendingUpload.kind` of a photo uploaded for a return of `orderId`: the request that sends its
 * path must be for that order (whose owner alone may upload), and claims the row, so a photo is
 * attached once and one uploaded for another order is refused.
 */
export const returnPhotoKind = (orderId: number) => `return:${orderId}`;

/**
 * One photo for a return request of the shopper's own order (anyone else's is a 404): the portal's
 * image rules and processing (lib/server/media), stored under `returns/`, recorded as a pending
 * upload until the request keeps it (the hourly cleanup removes it a day later otherwise).
 */
export async function uploadReturnPhoto(customerId: number, orderId: number, request: Request) {
  const order = await db.order.findFirst({ where: { id: orderId, customerId }, select: { id: true } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  await limitPerSubject(LIMITS.returnPhotoUploadPerCustomer, String(customerId));
  const [file] = await readImageFiles(request, 1);
  const processed = await processImage(file, "return");
  const photo = await storeImage(processed, "return");
  try {
    await db.pendingUpload.create({ data: { path: photo, kind: returnPhotoKind(orderId) } });
  } catch (error) {
    await removeUnusedImages([photo]);
    throw error;
  }
  return {
    photo,
    width: processed.width,
    height: processed.height,
    public_url: storage().publicUrl(keyOfMediaPath(photo)!),
  };
}

export type UploadedReturnPhoto = Awaited<ReturnType<typeof uploadReturnPhoto>>;

/**
 * Claims the photos a new return request sends (in its transaction, after the order's lock): each
 * must be a pending upload of this order's; its row goes, so the cleanup job leaves the file alone.
 */
export async function claimReturnPhotos(
  tx: Prisma.TransactionClient,
  orderId: number,
  photos: string[],
): Promise<string[]> {
  if (new Set(photos).size !== photos.length)
    throw new AppError(400, "invalid_request", "The same photo is attached twice.", { field: "photos" });
  for (const path of photos) {
    const claimed = await tx.pendingUpload.deleteMany({ where: { path, kind: returnPhotoKind(orderId) } });
    if (claimed.count !== 1)
      throw new AppError(400, "invalid_request", "A photo was not uploaded for this order. Upload it again.", {
        field: "photos",
      });
  }
  return photos;
}
