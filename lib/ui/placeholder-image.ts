/** What shows where a product, category or slide has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.webp";
