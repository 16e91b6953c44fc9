import "server-only";
import { revalidateTag } from "next/cache";
import { recordSharedRevalidation } from "@/lib/server/cache/shared-tags";
import { CATALOG_TAGS, productTag } from "./catalog-tags";

/**
 * Catalogue changes expire the tagged data at once (`{ expire: 0 }`): the next request after a
 * price, stock, image or category change renders with the new data (a blocking cache miss) instead
 * of being served the old page while a new one renders. `updateTag` would do the same but works in
 * Server Actions only, and these changes come through route handlers. Work outside a request (the
 * expiry of unpaid orders, a job) cannot call these: it enqueues a `revalidate-stock` job, which asks
 * its own app server to run them (lib/server/jobs/worker.ts). With several app servers
 * (REDIS_URL) the revalidation is also written to the shared tag store before the change is
 * answered (lib/server/cache/shared-tags.ts), so the next request on any server sees it.
 */
const AT_ONCE = { expire: 0 } as const;

function revalidate(tags: string[], profile: typeof AT_ONCE | "max"): void {
  for (const tag of tags) revalidateTag(tag, profile);
  recordSharedRevalidation(tags);
}

/** Call after the catalogue changes (portal edits, images, stock moves, orders that sell out). */
export function revalidateProducts(...ids: number[]): void {
  revalidate([CATALOG_TAGS.products, ...ids.map(productTag)], AT_ONCE);
}

/** Categories also change listings' headers and filters, so products are revalidated with them. */
export function revalidateCategories(): void {
  revalidate([CATALOG_TAGS.categories, CATALOG_TAGS.products], AT_ONCE);
}

export function revalidateSlides(): void {
  revalidate([CATALOG_TAGS.slides], AT_ONCE);
}

/**
 * Settings stay stale-while-revalidate: the first visit after a save may still show the old values
 * while the new page renders. Client navigation to pages re-rendered after a change is walked by
 * `e2e/admin-more.spec.ts` (a settings save) and `e2e/portal-images.spec.ts` (a product change):
 * vercel/next.js#97457 reports expired `[param]` pages falling back to their generic shell (seen
 * again when settings, on every page, were expired at once).
 */
export function revalidateSettings(): void {
  revalidate([CATALOG_TAGS.settings], "max");
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
  const listings = availabilityChanged.length > 0 ? [CATALOG_TAGS.products] : [];
  revalidate([...listings, ...[...new Set(moved)].map(productTag)], AT_ONCE);
}

/** The stock moves of several orders as one (a product sold out and back by any of them changes listings). */
export function mergeStockMoves(all: StockMoves[]): StockMoves {
  return {
    moved: [...new Set(all.flatMap((moves) => moves.moved))],
    availabilityChanged: [...new Set(all.flatMap((moves) => moves.availabilityChanged))],
  };
}

/** Everything at once, e.g. after a bulk import. */
export function revalidateCatalog(): void {
  for (const tag of Object.values(CATALOG_TAGS)) revalidate([tag], tag === CATALOG_TAGS.settings ? "max" : AT_ONCE);
}
