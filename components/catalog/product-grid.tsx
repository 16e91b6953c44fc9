import { ServerImage } from "@/components/ui/server-image";
import type { ProductCardView } from "@/lib/server/catalog/view";
import { cn } from "@/lib/ui/cn";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { ProductCard, type ProductCardData } from "./product-card";

/** SPEC.md "Products listing": a card shows 2 tags plus '+N more'. */
const CARD_TAG_LIMIT = 2;
const DESCRIPTION_LENGTH = 240;

type Layout = "grid" | "list";

/** Only what a card shows crosses to the browser (the description only in the list). */
function cardData(product: ProductCardView, layout: Layout): ProductCardData {
  const {
    id,
    name,
    formattedPrice,
    formattedOriginalPrice,
    hasDiscount,
    priceFrom,
    chooseSize,
    discountPercentage,
    unitLabel,
    rating,
    ratingCount,
    inStock,
  } = product;
  return {
    id,
    name,
    formattedPrice,
    formattedOriginalPrice,
    hasDiscount,
    priceFrom,
    chooseSize,
    discountPercentage,
    unitLabel,
    rating,
    ratingCount,
    inStock,
    tags: product.tags.slice(0, CARD_TAG_LIMIT),
    moreTags: Math.max(0, product.tags.length - CARD_TAG_LIMIT),
    description: layout === "list" ? product.description.slice(0, DESCRIPTION_LENGTH) : "",
  };
}

/** The card's image, rendered here on the server: its srcset is computed once and no image code reaches the browser. */
function cardImage(product: ProductCardView, layout: Layout, priority: boolean) {
  return (
    <ServerImage
      src={product.image}
      alt={product.imageAlt}
      fill
      sizes={layout === "list" ? "224px" : "(min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw"}
      priority={priority}
      className="object-cover transition-transform duration-500 group-hover:scale-105"
      fallback={PLACEHOLDER_IMAGE}
    />
  );
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
            image={cardImage(product, layout, index < priorityCount)}
          />
        </li>
      ))}
    </ul>
  );
}
