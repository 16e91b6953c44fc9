import "server-only";
import { revalidateTag } from "next/cache";
import { expireSharedTags } from "@/lib/server/cache/shared-tags";
import { CATALOG_TAGS, productTag } from "./tags";

/**
 * Catalogue and settings changes expire the tagged data at once (`{ expire: 0 }`): the next request
 * after a price, stock, image, category or settings change renders with the new data (a blocking
 * cache miss) instead of being served the old page while a new one renders. `updateTag` would do
 * the same but works in Server Actions only, and these changes come through route handlers. With
 * several app servers (REDIS_URL) the expiry is also written to the shared tag store before the
 * change is answered (lib/server/cache/shared-tags.ts), so the next request on any server is fresh.
 */
function expire(...tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expireSharedTags(tags);
}

/** Call after the catalogue changes (portal edits, images, stock moves, orders that sell out). */
export function revalidateProducts(...ids: number[]): void {
  expire(CATALOG_TAGS.products, ...ids.map(productTag));
}

/** Categories also change listings' headers and filters, so products are revalidated with them. */
export function revalidateCategories(): void {
  expire(CATALOG_TAGS.categories, CATALOG_TAGS.products);
}

export function revalidateSlides(): void {
  expire(CATALOG_TAGS.slides);
}

/**
 * Settings show on every page (header, footer, shipping rule), so a save expires them at once too.
 * Client navigation to pages re-rendered after a change is walked by `e2e/admin-more.spec.ts` (a
 * settings save) and `e2e/portal-images.spec.ts` (a product change): vercel/next.js#97457 reports
 * expired `[param]` pages falling back to their generic shell.
 */
export function revalidateSettings(): void {
  expire(CATALOG_TAGS.settings);
}

/**
 * After orders move stock. Pages show only whether a product is in stock, not how many, so only
 * products that sold out or came back change them; other stock moves revalidate nothing.
 */
export function revalidateAvailability(productIds: number[]): void {
  if (productIds.length > 0) revalidateProducts(...productIds);
}

/** Everything at once, e.g. after a bulk import. */
export function revalidateCatalog(): void {
  expire(...Object.values(CATALOG_TAGS));
}
