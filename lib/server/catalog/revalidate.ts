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
 * Expired at once, not stale-while-revalidate: a merchant who saves a setting opens the shop next
 * and must see the change on that first visit. Settings change rarely, so the re-render costs nothing.
 */
export function revalidateSettings(): void {
  revalidateTag(CATALOG_TAGS.settings, { expire: 0 });
}

/** Everything at once, e.g. after a bulk import. */
export function revalidateCatalog(): void {
  for (const tag of Object.values(CATALOG_TAGS)) revalidateTag(tag, "max");
}
