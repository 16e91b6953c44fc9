import "server-only";
import { randomBytes } from "node:crypto";
import { STORAGE_FOLDER, type ImageKind } from "@/lib/domain/images";
import { db } from "@/lib/server/db";
import { keyOfMediaPath, keyOfReturnPhotoPath, mediaPath } from "@/lib/server/storage/storage";
import { privateStorage, storage } from "@/lib/server/storage";
import type { ProcessedImage } from "./process";
import { log } from "@/lib/log";

/** Stores a processed image under a new random key (a replaced image never reuses an address) -> its site path. */
export async function storeImage(image: ProcessedImage, kind: ImageKind): Promise<string> {
  const key = `${STORAGE_FOLDER[kind]}/${randomBytes(16).toString("hex")}.webp`;
  await storage().put(key, image.bytes, image.contentType);
  return mediaPath(key);
}

type Client = Pick<typeof db, "productImage" | "category" | "slide" | "storeSettings" | "returnRequest">;

/** Whether a product image, category, slide, the logo or a return request's photos keep `path`. */
async function inUse(path: string, client: Client = db): Promise<boolean> {
  const [images, categories, slides, settings, returns] = await Promise.all([
    client.productImage.count({ where: { url: path } }),
    client.category.count({ where: { image: path } }),
    client.slide.count({ where: { image: path } }),
    client.storeSettings.count({ where: { logo: path } }),
    client.returnRequest.count({ where: { photos: { has: path } } }),
  ]);
  return images + categories + slides + settings + returns > 0;
}

async function removeFile(key: string, store = storage()): Promise<void> {
  await store
    .delete(key)
    .catch((error: unknown) => log.error({ key, err: error }, "could not remove an uploaded image"));
}

/** Whether `path` names a file we stored: a public `/media/...` image or a private return photo. */
function isOurs(path: string): boolean {
  return keyOfMediaPath(path) !== null || keyOfReturnPhotoPath(path) !== null;
}

/**
 * Removes the file of a site path, whatever record keeps it: a `/media/...` image from the public
 * storage; a return photo from the private one and any copy left in the public one from before photos
 * were private. Seeded `/images/...` paths are not ours and are left alone.
 */
export async function removeStoredFile(path: string): Promise<void> {
  const media = keyOfMediaPath(path);
  if (media) return removeFile(media);
  const photo = keyOfReturnPhotoPath(path);
  if (!photo) return;
  await removeFile(photo, privateStorage());
  await removeFile(photo);
}

/**
 * Removes stored files that no record points at any more (a duplicated product shares its images'
 * files; categories, slides and the logo keep paths too). Seeded `/images/...` paths are not ours to remove.
 */
export async function removeUnusedImages(paths: string[]): Promise<void> {
  for (const path of new Set(paths)) if (isOurs(path) && !(await inUse(path))) await removeStoredFile(path);
}

/** A category, slide or logo upload whose form was not saved within this long is abandoned. */
export const ABANDONED_UPLOAD_MS = 24 * 3600 * 1000;
const BATCH = 200;

/**
 * The cleanup job (`remove-abandoned-uploads`, hourly): each upload recorded in `PendingUpload`
 * more than a day ago is forgotten, and its file removed unless a record kept it. A row is claimed
 * by deleting it, so two servers running the job at once never handle one upload twice.
 */
export async function removeAbandonedUploads(now = new Date()): Promise<{ removed: number; kept: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const outcome = { removed: 0, kept: 0 };
  for (;;) {
    const due = await db.pendingUpload.findMany({
      where: { createdAt: { lt: cutoff } },
      orderBy: { createdAt: "asc" },
      take: BATCH,
      select: { path: true },
    });
    for (const { path } of due) {
      const fate = await db.$transaction(async (tx) => {
        const claimed = await tx.pendingUpload.deleteMany({ where: { path } });
        if (claimed.count === 0) return "taken"; // another server's run has it
        return (await inUse(path, tx)) ? "kept" : "removed";
      });
      if (fate === "removed") await removeStoredFile(path);
      if (fate !== "taken") outcome[fate] += 1;
    }
    if (due.length < BATCH) return outcome;
  }
}
