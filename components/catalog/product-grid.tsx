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
import { CardImageTemplate, ProductCard, type ProductCardData } from "./product-card";

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

/**
 * How wide a card's image is drawn, for the browser's choice from the srcset (`sizes`), from the page's layout: the
 * listing's `max-w-7xl px-4` column (1248 px at most) beside the filters (`w-64` and `gap-8` from `lg`), or the
 * product page's whole column for `wide` grids; cards `gap-6` apart. The list layout's image is `w-56` from `sm`
 * and the column's whole width below it.
 */
const CARD_SIZES = {
  // 2 columns, 3 from xl: (1248 - 256 - 32 - 2 × 24) / 3 = 304.
  grid: "(min-width: 1280px) 304px, (min-width: 1024px) calc(50vw - 172px), calc(50vw - 28px)",
  // 2 columns, 4 from lg: (1248 - 3 × 24) / 4 = 294.
  wide: "(min-width: 1280px) 294px, (min-width: 1024px) calc(25vw - 26px), calc(50vw - 28px)",
  list: "(min-width: 640px) 224px, calc(100vw - 32px)",
} as const;

/**
 * The widths a card's srcset keeps. `max` (device pixels): a grid card is at most about 480 CSS px wide (just under
 * 1024 px), so 828 covers it at twice the density but for a few tablet widths; a list image below `sm` is the
 * phone's width, 1080 at three times it. Product images are 800 px, or 1600 px when uploaded. `min` (CSS pixels):
 * a grid card is at least 132 px wide (a 320 px phone), a list image 224.
 */
const CARD_WIDTHS = { grid: { min: 132, max: 828 }, wide: { min: 132, max: 828 }, list: { min: 224, max: 1080 } };

function imageInput(layout: Layout, wide: boolean, priority: boolean) {
  const kind = layout === "list" ? "list" : wide ? "wide" : "grid";
  return {
    fill: true,
    sizes: CARD_SIZES[kind],
    widths: CARD_WIDTHS[kind],
    priority,
    className: "card-img",
  };
}

/** The attributes of a lazily loaded card image of the token's source: sent once per grid, filled in by each card. */
function imageTemplate(layout: Layout, wide: boolean): CardImgAttributes {
  return placedByClass(serverImageProps({ ...imageInput(layout, wide, false), src: CARD_IMAGE_TOKEN, alt: "" }));
}

/**
 * The card's image, computed here on the server with next/image (its srcset, sizes, lazy loading, and a preload
 * link for `priority` images), sent as its source alone when the grid's template rebuilds the same attributes.
 */
function cardImage(
  product: ProductCardView,
  layout: Layout,
  wide: boolean,
  priority: boolean,
  template: CardImgAttributes,
): CardImage {
  const attributes = placedByClass(
    serverImageProps({ ...imageInput(layout, wide, priority), src: product.image, alt: product.imageAlt }),
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
  const template = imageTemplate(layout, wide);
  return (
    <CardImageTemplate template={template}>
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
              image={cardImage(product, layout, wide, index < priorityCount, template)}
            />
          </li>
        ))}
      </ul>
    </CardImageTemplate>
  );
}
