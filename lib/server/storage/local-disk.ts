import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { checkedKey, mediaPath, type Storage, type StoredObject } from "./storage";

const TYPES: Record<string, string> = { ".webp": "image/webp" };

/** Files under `root` (default `.data/uploads/`), one per key; the app serves them at /media/{key}. */
export function localDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, checkedKey(key));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Key outside the upload folder: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: TYPES[path.extname(file)] ?? "application/octet-stream" };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => mediaPath(key),
  };
}
