/**
 * Where uploaded images live. One interface, two drivers: the local disk (default, under
 * `.data/uploads/`) and an S3-compatible bucket (when `S3_BUCKET` is set). Records keep the site
 * path `/media/{key}` (`mediaPath`), whatever the driver; `app/media/[...key]/route.ts` serves it.
 */

/** A stored object as read back: its bytes as a stream, its type and length. */
export type StoredObject = { body: ReadableStream<Uint8Array>; contentType: string; size: number };

export interface Storage {
  /** Stores `body` under `key` (a new key per upload, so a replaced image gets a new address). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Where a browser outside the shop can fetch it directly (the bucket's public address for S3). */
  publicUrl(key: string): string;
}

/** Keys are `{folder}/{name}.{ext}` in lower case: nothing a path could climb out of. */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:webp)$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export const MEDIA_PREFIX = "/media/";

/** The site path a record keeps for a stored key. */
export function mediaPath(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The key of a site path made by `mediaPath`, or null for any other path (seeded `/images/...`). */
export function keyOfMediaPath(path: string): string | null {
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const key = path.slice(MEDIA_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Where a return's photo is served to its order's owner and staff only (app/return-photos, docs/returns.md). */
export const RETURN_PHOTO_PREFIX = "/return-photos/";
const RETURN_PHOTO_FOLDER = "returns/";

/** The site path a record keeps for a return photo stored under `key` (`returns/{name}.webp`) in the private storage. */
export function returnPhotoPath(key: string): string {
  if (!key.startsWith(RETURN_PHOTO_FOLDER)) throw new Error(`Not a return photo key: ${JSON.stringify(key)}`);
  return `${RETURN_PHOTO_PREFIX}${checkedKey(key).slice(RETURN_PHOTO_FOLDER.length)}`;
}

/** The private storage key of a path made by `returnPhotoPath`, or null for any other path. */
export function keyOfReturnPhotoPath(path: string): string | null {
  if (!path.startsWith(RETURN_PHOTO_PREFIX)) return null;
  const key = `${RETURN_PHOTO_FOLDER}${path.slice(RETURN_PHOTO_PREFIX.length)}`;
  return isStorageKey(key) ? key : null;
}

/** Whether `/media` may serve `key`: not the folder of a kind kept private (old public copies of return photos included). */
export function isPublicKey(key: string): boolean {
  return isStorageKey(key) && !key.startsWith(RETURN_PHOTO_FOLDER);
}
