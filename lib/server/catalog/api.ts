import "server-only";
import { paiseToRupees } from "@/lib/domain/money";
import { MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";
import type { CategorySummary, CategoryWithFamily } from "./categories";
import type { SlideView } from "./content";
import { absoluteImageUrl } from "./urls";
import type { ProductCardView } from "./view";

export type ProductJson = ReturnType<typeof productJson>;

/** A product as the JSON API of SPEC.md section 3 names it; money in rupees with 2 decimals. */
export function productJson(product: ProductCardView & { gallery?: { url: string }[] }) {
  const images = product.gallery?.map((image) => image.url) ?? product.images;
  return {
    id: product.id,
    name: product.name,
    description: product.description || "No description available",
    price: paiseToRupees(product.price),
    discount_type: product.discountType,
    discount:
      product.discountType === "amount" ? paiseToRupees(product.discount) : product.discountType ? product.discount : 0,
    discountPrice: paiseToRupees(product.discountPrice),
    discountPercentage: product.discountPercentage,
    minOrderQuantity: MIN_ORDER_QUANTITY,
    images: (images.length ? images : [null]).map((image) => ({ image: absoluteImageUrl(image) })),
    category: { id: product.category.id, name: product.category.name },
    quantity: product.unitLabel,
    stock: product.stock,
    available: product.available,
    rating: Number(product.rating),
    tags: product.tags,
    benefits: product.benefits,
  };
}

export type SlideJson = ReturnType<typeof slideJson>;

export function slideJson(slide: SlideView) {
  return {
    id: slide.id,
    headline: slide.headline,
    tagline: slide.tagline,
    image: absoluteImageUrl(slide.image),
    button_text: slide.buttonText,
    link: slide.link,
  };
}

/** A top-level category as GET /api/categories/ answers it (the shop and the portal read it): its sub-categories, its image's full address. */
export function categoryJson({ children, image, ...category }: CategorySummary & Pick<CategoryWithFamily, "children">) {
  return {
    ...category,
    image: absoluteImageUrl(image),
    children: children.map((child) => ({ id: child.id, name: child.name, title: child.title, slug: child.slug })),
  };
}

export type CategoryJson = ReturnType<typeof categoryJson>;
