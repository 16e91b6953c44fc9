import "server-only";
import { revalidateTag } from "next/cache";
import { CATALOG_TAGS, productTag } from "./tags";

/**
 * Call after the catalogue changes (admin edits, stock moves). Stale-while-revalidate ('max'):
 * the next visitor still gets the cached page while a fresh one is rendered.
 */
export function revalidateProducts(...ids: number[]): void {
  revalidateTag(CATALOG_TAGS.products, "max");
  for (const id of ids) revalidateTag(productTag(id), "max");
}

/** Categories also change listings' headers and filters, so products are revalidated with them. */
export function revalidateCategories(): void {
  revalidateTag(CATALOG_TAGS.categories, "max");
  revalidateTag(CATALOG_TAGS.products, "max");
}

export function revalidateSlides(): void {
  revalidateTag(CATALOG_TAGS.slides, "max");
}

/**
 * Stale-while-revalidate like the rest: the first visit after a save may still show the old values
 * while the new page renders. Expiring at once would make Next.js 16.4 rebuild the `[param]` pages
 * (products, conditions, blog posts) at request time, which it gets wrong for client navigations
 * ('Connection closed', React error 412); `e2e/admin-more.spec.ts` walks that path.
 */
export function revalidateSettings(): void {
  revalidateTag(CATALOG_TAGS.settings, "max");
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
  for (const tag of Object.values(CATALOG_TAGS)) revalidateTag(tag, "max");
}
