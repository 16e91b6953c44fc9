import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./next-server";

/**
 * The product page's prerendered HTML, copied into public/ so the same server also serves the very
 * same bytes as a plain file: the fairest baseline for "a cached page is about as fast as a file".
 * The copies go into public/ before the server starts: `next start` serves only the public files it found then.
 */
const STATIC_COPY_DIR = path.join(root, "public", "bench");

export const prerenderedProductPage = (productId: number) =>
  path.join(root, ".next", "server", "app", "product", `${productId}.html`);

/** Copies `/product/{id}`'s prerendered HTML into public/ and answers the file's address. */
export function staticCopyOfProductPage(productId: number): string {
  const prerendered = prerenderedProductPage(productId);
  if (!existsSync(prerendered)) throw new Error(`/product/${productId} was not prerendered by the build`);
  mkdirSync(STATIC_COPY_DIR, { recursive: true });
  copyFileSync(prerendered, path.join(STATIC_COPY_DIR, `product-${productId}.html`));
  return `/bench/product-${productId}.html`;
}

export function removeStaticCopies(): void {
  rmSync(STATIC_COPY_DIR, { recursive: true, force: true });
}
