import Link from "next/link";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import { ServerImage } from "@/components/ui/server-image";
import { cx } from "@/lib/ui/cx";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { CardErrorBoundary } from "./card-error-boundary";
import { Rating } from "./rating";

export const CARD_TAG_LIMIT = 2;

export type ProductCardData = {
  id: number;
  name: string;
  image: string;
  imageAlt: string;
  formattedPrice: string;
  formattedOriginalPrice: string;
  hasDiscount: boolean;
  discountPercentage: number;
  unitLabel: string;
  rating: string;
  ratingCount: number;
  tags: string[];
  description: string;
  inStock: boolean;
};

function Card({ product, layout, priority }: { product: ProductCardData; layout: "grid" | "list"; priority: boolean }) {
  const href = `/product/${product.id}`;
  const extraTags = product.tags.length - CARD_TAG_LIMIT;
  const list = layout === "list";
  return (
    <article
      aria-label={product.name}
      className={cx(
        "group flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md",
        list ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <Link href={href} tabIndex={-1} aria-hidden className={cx("relative block shrink-0 bg-brand-50", list ? "aspect-square sm:w-56" : "aspect-square")}>
        <ServerImage
          src={product.image}
          fallback={PLACEHOLDER_IMAGE}
          fill
          alt={product.imageAlt}
          sizes={list ? "224px" : "(min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw"}
          priority={priority}
          className="object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {product.hasDiscount && (
          <span className="absolute left-3 top-3 rounded-full bg-saffron-500 px-2.5 py-1 text-xs font-semibold text-brand-900">{product.discountPercentage}% OFF</span>
        )}
        {!product.inStock && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-full bg-stone-900/80 px-4 py-1.5 text-sm font-semibold text-white">Out of Stock</span>
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-lg leading-snug text-brand-900">
          <Link href={href} className="hover:text-brand-600">{product.name}</Link>
        </h3>
        {product.unitLabel && <p className="text-sm text-stone-600">{product.unitLabel}</p>}
        <Rating rating={product.rating} count={product.ratingCount} className="text-sm" />
        {list && product.description && <p className="line-clamp-2 text-sm text-stone-600">{product.description}</p>}
        {product.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {product.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{tag}</li>
            ))}
            {extraTags > 0 && <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">+{extraTags} more</li>}
          </ul>
        )}
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-lg font-semibold text-brand-900">{product.formattedPrice}</span>
          {product.hasDiscount && (
            <s className="text-sm text-stone-600">
              <span className="sr-only">Original price </span>
              {product.formattedOriginalPrice}
            </s>
          )}
        </p>
        <div className={cx("flex gap-2", list ? "flex-row" : "flex-col xl:flex-row")}>
          <Button asChild variant="secondary" size="sm" className="flex-1">
            <Link href={href}>View Details</Link>
          </Button>
          <AddToCartButton productId={product.id} productName={product.name} size="sm" className="flex-1" disabled={!product.inStock} />
        </div>
      </div>
    </article>
  );
}

/**
 * A product in the grid or list, rendered on the server (its add-to-cart button is the only client
 * part); products without an id are not shown, and one failing card never breaks the page.
 */
export function ProductCard({ product, layout = "grid", priority = false }: { product: ProductCardData; layout?: "grid" | "list"; priority?: boolean }) {
  if (!product.id) return null;
  return (
    <CardErrorBoundary>
      <Card product={product} layout={layout} priority={priority} />
    </CardErrorBoundary>
  );
}
