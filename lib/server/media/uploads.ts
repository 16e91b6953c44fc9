import "server-only";
import type { ImageKind } from "@/lib/domain/images";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { keyOfMediaPath } from "@/lib/server/storage/storage";
import { storage } from "@/lib/server/storage";
import { readImageFiles } from "./multipart";
import { processImage } from "./process";
import { removeUnusedImages, storeImage } from "./stored-images";

/**
 * One image for a category, a hero slide or the logo -> `{ image }`, the site path the record keeps
 * in its `image` (or `logo`) field, plus its size and the storage's public address.
 */
export async function uploadImage(kind: Exclude<ImageKind, "product">, request: Request, actor: Actor) {
  const [file] = await readImageFiles(request, 1);
  const processed = await processImage(file, kind);
  const image = await storeImage(processed, kind);
  try {
    // Recorded until the cleanup job a day later: a form that is never saved leaves no file behind.
    await db.$transaction(async (tx) => {
      await tx.pendingUpload.create({ data: { path: image, kind } });
      await recordAudit(tx, actor, {
        action: "upload",
        entity: "image",
        entityId: image,
        after: { kind, image, file: file.name, width: processed.width, height: processed.height },
      });
    });
  } catch (error) {
    await removeUnusedImages([image]);
    throw error;
  }
  return {
    image,
    kind,
    width: processed.width,
    height: processed.height,
    public_url: storage().publicUrl(keyOfMediaPath(image)!),
  };
}

export type UploadedImage = Awaited<ReturnType<typeof uploadImage>>;
