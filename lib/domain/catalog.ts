/** Catalogue rules that do not depend on the framework: slugs and the columns derived from a product. */
import { discountPrice, type DiscountType } from "./pricing";

/** SPEC.md section 2: the lowercased category name with whitespace replaced by hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

export type ProductSearchFields = { name: string; tags: string[]; description: string; benefits: string[] };

/** The text substring search runs over (SPEC.md section 5: name, tags, description and benefits). */
export function productSearchText({ name, tags, description, benefits }: ProductSearchFields): string {
  return [name, ...tags, description, ...benefits].join(" \u2022 ").toLowerCase();
}

export type ProductPricingFields = { price: number; discountType: DiscountType | null; discount: number };

/** Columns stored beside a product so PostgreSQL can filter, sort and search it: always computed here. */
export function productDerivedFields(product: ProductSearchFields & ProductPricingFields) {
  return {
    salePrice: discountPrice({
      price: product.price,
      discountType: product.discountType ?? "amount",
      discount: product.discountType ? product.discount : 0,
    }),
    searchText: productSearchText(product),
  };
}
