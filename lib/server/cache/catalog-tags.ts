/** Cache tags of the catalogue: one per kind of entity, plus one per product. */
export const CATALOG_TAGS = {
  categories: "categories",
  products: "products",
  settings: "settings",
  slides: "slides",
} as const;

export function productTag(id: number): string {
  return `product:${id}`;
}
