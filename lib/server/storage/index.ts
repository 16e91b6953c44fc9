import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import type { Storage } from "./storage";

let chosen: Storage | undefined;
let chosenPrivate: Storage | undefined;

/** The storage the environment chooses: the S3 bucket when `S3_BUCKET` is set, else the local disk. */
export function storage(): Storage {
  if (chosen) return chosen;
  const settings = env();
  chosen = settings.S3_BUCKET
    ? s3Storage({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        publicUrl: settings.S3_PUBLIC_URL?.replace(/\/+$/, ""),
      })
    : localDiskStorage(path.resolve(settings.UPLOADS_DIR));
  return chosen;
}

/**
 * The storage of private uploads (a return's photos): a folder of its own on the local disk, or the
 * bucket's `private/` prefix (which the bucket's public access must leave out). `/media` never serves
 * it; each kind has its own access-checked route.
 */
function privateUploadsDir(settings: { PRIVATE_UPLOADS_DIR?: string; UPLOADS_DIR: string }): string {
  return settings.PRIVATE_UPLOADS_DIR ?? `${settings.UPLOADS_DIR.replace(/[/\\]+$/, "")}-private`;
}

export function privateStorage(): Storage {
  if (chosenPrivate) return chosenPrivate;
  const settings = env();
  chosenPrivate = settings.S3_BUCKET
    ? s3Storage({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        keyPrefix: "private/",
      })
    : localDiskStorage(path.resolve(/*turbopackIgnore: true*/ privateUploadsDir(settings)));
  return chosenPrivate;
}
