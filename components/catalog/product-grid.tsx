import type { ProductCardView } from "@/lib/server/catalog/view";
import { cn } from "@/lib/ui/cn";
import { ProductCard, type ProductCardData } from "./product-card";

/** Only what a card shows crosses to the browser. */
function cardData(product: ProductCardView): ProductCardData {
  const { id, name, image, imageAlt, formattedPrice, formattedOriginalPrice, hasDiscount, discountPercentage, unitLabel, rating, ratingCount, tags, inStock } = product;
  return { id, name, image, imageAlt, formattedPrice, formattedOriginalPrice, hasDiscount, discountPercentage, unitLabel, rating, ratingCount, tags, inStock, description: product.description.slice(0, 240) };
}

/** Grid: 2 to 3 columns (4 when `wide`, for related products); list: 1 column. */
export function ProductGrid({ products, layout = "grid", label = "Products", wide = false }: { products: ProductCardView[]; layout?: "grid" | "list"; label?: string; wide?: boolean }) {
  return (
    <ul aria-label={label} className={cn("grid gap-6", layout === "list" ? "grid-cols-1" : wide ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2 xl:grid-cols-3")}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={cardData(product)} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
