import "server-only";
import { randomBytes } from "node:crypto";
import { STORAGE_FOLDER, type ImageKind } from "@/lib/domain/images";
import { db } from "@/lib/server/db";
import { keyOfMediaPath, mediaPath } from "@/lib/server/storage/storage";
import { storage } from "@/lib/server/storage";
import type { ProcessedImage } from "./process";

/** Stores a processed image under a new random key (a replaced image never reuses an address) -> its site path. */
export async function storeImage(image: ProcessedImage, kind: ImageKind): Promise<string> {
  const key = `${STORAGE_FOLDER[kind]}/${randomBytes(16).toString("hex")}.webp`;
  await storage().put(key, image.bytes, image.contentType);
  return mediaPath(key);
}

/**
 * Removes stored files that no record points at any more (a duplicated product shares its images'
 * files; categories, slides and the logo keep paths too). Seeded `/images/...` paths are not ours to remove.
 */
export async function removeUnusedImages(paths: string[]): Promise<void> {
  for (const path of new Set(paths)) {
    const key = keyOfMediaPath(path);
    if (!key) continue;
    const [images, categories, slides, settings] = await Promise.all([
      db.productImage.count({ where: { url: path } }),
      db.category.count({ where: { image: path } }),
      db.slide.count({ where: { image: path } }),
      db.storeSettings.count({ where: { logo: path } }),
    ]);
    if (images + categories + slides + settings === 0) {
      await storage().delete(key).catch((error: unknown) => console.error(`[media] could not remove ${key}:`, error));
    }
  }
}
