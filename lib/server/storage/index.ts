import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import type { Storage } from "./storage";

/**
 * Public uploads (product and content images, served by `/media`) and private ones (a return's
 * photos): a folder each on the local disk, or the bucket, private ones under its `private/` prefix
 * (which the bucket's public access must leave out). `/media` never serves private uploads; each
 * kind has its own access-checked route.
 */
type Kind = "public" | "private";
const chosen: Partial<Record<Kind, Storage>> = {};

function privateUploadsDir(settings: { PRIVATE_UPLOADS_DIR?: string; UPLOADS_DIR: string }): string {
  return settings.PRIVATE_UPLOADS_DIR ?? `${settings.UPLOADS_DIR.replace(/[/\\]+$/, "")}-private`;
}

/** A kind's storage as the environment chooses it: the S3 bucket when `S3_BUCKET` is set, else the local disk. */
function storageOf(kind: Kind): Storage {
  const found = chosen[kind];
  if (found) return found;
  const settings = env();
  const made = settings.S3_BUCKET
    ? s3Storage({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        ...(kind === "public" ? { publicUrl: settings.S3_PUBLIC_URL?.replace(/\/+$/, "") } : { keyPrefix: "private/" }),
      })
    : localDiskStorage(
        path.resolve(/*turbopackIgnore: true*/ kind === "public" ? settings.UPLOADS_DIR : privateUploadsDir(settings)),
      );
  chosen[kind] = made;
  return made;
}

/** The storage of public uploads. */
export const storage = (): Storage => storageOf("public");

/** The storage of private uploads (a return's photos). */
export const privateStorage = (): Storage => storageOf("private");
