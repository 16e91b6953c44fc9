/**
 * The product page's chosen size and its image (docs/variants.md#variant-images), from the size picker
 * (VariantPurchase) to the gallery (GalleryViewer): a tiny store in the page, so the gallery shows the chosen
 * variant's image whichever of the two hydrated first. Client state only: the prerendered page is the default
 * variant's, and nothing is requested.
 */
export type VariantImageChoice = { variantId: number; url: string | null };

let choice: VariantImageChoice | null = null;
const listeners = new Set<() => void>();

/** The picker's choice: a variant and its image (null: the product's images). Telling the same variant again does nothing. */
export function chooseVariantImage(variantId: number, url: string | null): void {
  if (choice?.variantId === variantId && choice.url === url) return;
  choice = { variantId, url };
  listeners.forEach((listener) => listener());
}

export function subscribeVariantImage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const variantImageChoice = (): VariantImageChoice | null => choice;
/** On the server (and while hydrating) no choice has been made. */
export const noVariantImageChoice = (): VariantImageChoice | null => null;
