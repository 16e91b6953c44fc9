import "server-only";
import { revalidateTag } from "next/cache";
import { CATALOG_TAGS, productTag } from "./tags";

/**
 * Catalogue changes expire the tagged data at once (`{ expire: 0 }`): the next request after a
 * price, stock, image or category change renders with the new data (a blocking cache miss) instead
 * of being served the old page while a new one renders. `updateTag` would do the same but works in
 * Server Actions only, and these changes come through route handlers.
 */
const AT_ONCE = { expire: 0 } as const;

/** Call after the catalogue changes (portal edits, images, stock moves, orders that sell out). */
export function revalidateProducts(...ids: number[]): void {
  revalidateTag(CATALOG_TAGS.products, AT_ONCE);
  for (const id of ids) revalidateTag(productTag(id), AT_ONCE);
}

/** Categories also change listings' headers and filters, so products are revalidated with them. */
export function revalidateCategories(): void {
  revalidateTag(CATALOG_TAGS.categories, AT_ONCE);
  revalidateTag(CATALOG_TAGS.products, AT_ONCE);
}

export function revalidateSlides(): void {
  revalidateTag(CATALOG_TAGS.slides, AT_ONCE);
}

/**
 * Settings stay stale-while-revalidate: the first visit after a save may still show the old values
 * while the new page renders. Client navigation to pages re-rendered after a change is walked by
 * `e2e/admin-more.spec.ts` (a settings save) and `e2e/portal-images.spec.ts` (a product change):
 * vercel/next.js#97457 reports expired `[param]` pages falling back to their generic shell.
 */
export function revalidateSettings(): void {
  revalidateTag(CATALOG_TAGS.settings, "max");
}

/** The products whose stock an order moved (a sale, a cancel, a refund, an expiry), and those of them that sold out or came back. */
export type StockMoves = { moved: number[]; availabilityChanged: number[] };

export const NO_STOCK_MOVES: StockMoves = { moved: [], availabilityChanged: [] };

/**
 * After orders move stock. A product's page and `GET /api/products/{id}/` show how many are left,
 * so every moved product is revalidated; listings and the cards on other pages show only whether a
 * product is in stock, so they follow when one sold out or came back.
 */
export function revalidateStock({ moved, availabilityChanged }: StockMoves): void {
  if (availabilityChanged.length > 0) revalidateTag(CATALOG_TAGS.products, AT_ONCE);
  for (const id of new Set(moved)) revalidateTag(productTag(id), AT_ONCE);
}

/** Everything at once, e.g. after a bulk import. */
export function revalidateCatalog(): void {
  for (const tag of Object.values(CATALOG_TAGS)) revalidateTag(tag, tag === CATALOG_TAGS.settings ? "max" : AT_ONCE);
}
