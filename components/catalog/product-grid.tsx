import { getImageProps } from "next/image";
import { serverImageProps } from "@/components/ui/server-image";
import type { ProductCardView } from "@/lib/server/catalog/view";
import {
  CARD_IMAGE_TOKEN,
  cardImageOf,
  placedByClass,
  type CardImage,
  type CardImgAttributes,
} from "@/lib/ui/card-image";
import { cn } from "@/lib/ui/cn";
import { ProductCard, type ProductCardData } from "./product-card";

/** SPEC.md "Products listing": a card shows 2 tags plus '+N more'. */
const CARD_TAG_LIMIT = 2;
const DESCRIPTION_LENGTH = 240;

type Layout = "grid" | "list";

/**
 * Only what a card shows crosses to the browser, and only when it is not the default: no original price without a
 * discount, no false flags, the description only in the list.
 */
function cardData(product: ProductCardView, layout: Layout): ProductCardData {
  const { id, name, formattedPrice, unitLabel, rating, ratingCount, inStock } = product;
  const description = layout === "list" ? product.description.slice(0, DESCRIPTION_LENGTH) : "";
  return {
    id,
    name,
    formattedPrice,
    unitLabel,
    rating,
    ratingCount,
    inStock,
    tags: product.tags.slice(0, CARD_TAG_LIMIT),
    ...(product.tags.length > CARD_TAG_LIMIT && { moreTags: product.tags.length - CARD_TAG_LIMIT }),
    ...(product.hasDiscount && {
      hasDiscount: true,
      formattedOriginalPrice: product.formattedOriginalPrice,
      discountPercentage: product.discountPercentage,
    }),
    ...(product.priceFrom && { priceFrom: true }),
    ...(product.chooseSize && { chooseSize: true }),
    ...(product.variantId && { variantId: product.variantId }),
    ...(description && { description }),
  };
}

function imageInput(layout: Layout, priority: boolean) {
  return {
    fill: true,
    sizes: layout === "list" ? "224px" : "(min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw",
    priority,
    className: "card-img",
  };
}

/** The attributes of a lazily loaded card image of the token's source: sent once per grid, filled in by each card. */
function imageTemplate(layout: Layout): CardImgAttributes {
  return placedByClass(getImageProps({ ...imageInput(layout, false), src: CARD_IMAGE_TOKEN, alt: "" }).props);
}

/**
 * The card's image, computed here on the server with next/image (its srcset, sizes, lazy loading, and a preload
 * link for `priority` images), sent as its source alone when the grid's template rebuilds the same attributes.
 */
function cardImage(
  product: ProductCardView,
  layout: Layout,
  priority: boolean,
  template: CardImgAttributes,
): CardImage {
  const attributes = placedByClass(
    serverImageProps({ ...imageInput(layout, priority), src: product.image, alt: product.imageAlt }),
  );
  return cardImageOf(attributes, template, product.image, product.name);
}

/** Grid: 2 to 3 columns (4 when `wide`, for related products); list: 1 column. The images of the first `priorityCount` cards load first. */
export function ProductGrid({
  products,
  layout = "grid",
  label = "Products",
  wide = false,
  priorityCount = 0,
}: {
  products: ProductCardView[];
  layout?: Layout;
  label?: string;
  wide?: boolean;
  priorityCount?: number;
}) {
  const template = imageTemplate(layout);
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid gap-6",
        layout === "list" ? "grid-cols-1" : wide ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2 xl:grid-cols-3",
      )}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={cardData(product, layout)}
            layout={layout}
            image={cardImage(product, layout, index < priorityCount, template)}
            imageTemplate={template}
          />
        </li>
      ))}
    </ul>
  );
}
