import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { STORAGE_FOLDER } from "@/lib/domain/images";
import { ADMINS, type Principal } from "@/lib/domain/principal";
import { keyOfReturnPhotoPath, RETURN_PHOTO_PREFIX, returnPhotoPath } from "@/lib/server/storage/storage";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { readImageFiles } from "@/lib/server/media/multipart";
import { processImage, type ProcessedImage } from "@/lib/server/media/process";
import { removeUnusedImages } from "@/lib/server/media/stored-images";
import { LIMITS, limitPerSubject } from "@/lib/server/security/rate-limit";
import { privateStorage, storage } from "@/lib/server/storage";
import { log } from "@/lib/log";

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
  const photo = await storeReturnPhoto(processed);
  try {
    await db.pendingUpload.create({ data: { path: photo, kind: returnPhotoKind(orderId) } });
  } catch (error) {
    await removeUnusedImages([photo]);
    throw error;
  }
  return { photo, width: processed.width, height: processed.height };
}

/** Stores a processed photo in the private storage under a new random key -> its site path (`/return-photos/...`). */
async function storeReturnPhoto(image: ProcessedImage): Promise<string> {
  const key = `${STORAGE_FOLDER.return}/${randomBytes(16).toString("hex")}.webp`;
  await privateStorage().put(key, image.bytes, image.contentType);
  return returnPhotoPath(key);
}

/** The customer whose order a return photo is for: from the return that keeps it, else its pending upload. */
async function ownerOfPhoto(path: string): Promise<number | null> {
  const kept = await db.returnRequest.findFirst({ where: { photos: { has: path } }, select: { customerId: true } });
  if (kept) return kept.customerId;
  const pending = await db.pendingUpload.findUnique({ where: { path }, select: { kind: true } });
  const orderId = /^return:(\d+)$/.exec(pending?.kind ?? "")?.[1];
  if (!orderId) return null;
  const order = await db.order.findUnique({ where: { id: Number(orderId) }, select: { customerId: true } });
  return order?.customerId ?? null;
}

/**
 * A return photo (`/return-photos/{name}`) for its order's owner or an admin: anyone else, and a photo no
 * return or pending upload keeps (erased, removed, made up), is a 404; an anonymous caller a 401. The
 * answer is `Cache-Control: private` (never a shared cache). A photo stored before photos were private
 * and not yet moved (`moveReturnPhotosToPrivate`) is read from the public storage.
 */
export async function readReturnPhoto(principal: Principal | null, name: string): Promise<Response> {
  if (!principal) throw new AppError(401, "unauthorized", "Sign in to see this photo.");
  const path = `${RETURN_PHOTO_PREFIX}${name}`;
  const key = keyOfReturnPhotoPath(path);
  const notFound = new AppError(404, "not_found", "Not found");
  if (!key) throw notFound;
  const owner = await ownerOfPhoto(path);
  const allowed =
    owner !== null &&
    ((principal.kind === "customer" && principal.id === owner) ||
      (principal.kind === "staff" && ADMINS.includes(principal.role)));
  if (!allowed) throw notFound;
  const object = (await privateStorage().get(key)) ?? (await storage().get(key));
  if (!object) throw notFound;
  return new Response(object.body, {
    headers: {
      "content-type": object.contentType,
      "content-length": String(object.size),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/**
 * Moves the files of return photos stored before photos were private (public storage, `returns/...`)
 * into the private storage: each path a return or a pending upload keeps (the migration
 * 20261127082000 rewrote them to `/return-photos/...`) is copied, then the public copy removed. Run
 * once after deploying (`npm run returns:private-photos`); again changes nothing. Until then the
 * photo route reads the public copy, and `/media` no longer serves it.
 */
export async function moveReturnPhotosToPrivate(): Promise<{ moved: number; already: number; missing: number }> {
  const [returns, pending] = await Promise.all([
    db.returnRequest.findMany({ where: { photos: { isEmpty: false } }, select: { photos: true } }),
    db.pendingUpload.findMany({ where: { kind: { startsWith: "return:" } }, select: { path: true } }),
  ]);
  const paths = new Set([...returns.flatMap((row) => row.photos), ...pending.map((row) => row.path)]);
  const outcome = { moved: 0, already: 0, missing: 0 };
  for (const path of paths) {
    const key = keyOfReturnPhotoPath(path);
    if (!key) continue;
    const old = await storage().get(key);
    if (!old) {
      if (await privateStorage().get(key)) outcome.already += 1;
      else {
        outcome.missing += 1;
        log.warn({ path }, "a return photo's file is in neither storage");
      }
      continue;
    }
    await privateStorage().put(key, Buffer.from(await new Response(old.body).arrayBuffer()), old.contentType);
    await storage().delete(key);
    outcome.moved += 1;
  }
  return outcome;
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
