import type { ProductCardView } from "@/lib/server/catalog/view";
import { cn } from "@/lib/ui/cn";
import { ProductCard, type ProductCardData } from "./product-card";

/** Only what a card shows crosses to the browser. */
function cardData(product: ProductCardView): ProductCardData {
  const { id, name, image, imageAlt, formattedPrice, formattedOriginalPrice, hasDiscount, discountPercentage, unitLabel, rating, ratingCount, tags, inStock } = product;
  return { id, name, image, imageAlt, formattedPrice, formattedOriginalPrice, hasDiscount, discountPercentage, unitLabel, rating, ratingCount, tags, inStock, description: product.description.slice(0, 240) };
}

/** Grid: 2 to 3 columns (4 when `wide`, for related products); list: 1 column. The images of the first `priorityCount` cards load first. */
export function ProductGrid({ products, layout = "grid", label = "Products", wide = false, priorityCount = 0 }: {
  products: ProductCardView[];
  layout?: "grid" | "list";
  label?: string;
  wide?: boolean;
  priorityCount?: number;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-6", layout === "list" ? "grid-cols-1" : wide ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2 xl:grid-cols-3")}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={cardData(product)} layout={layout} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
