"use client";

import { PercentOff } from "@/components/ui/percent-off";
import Link from "next/link";
import { Component, createContext, useContext, type ReactNode } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import { cardImageAttributes, type CardImage, type CardImgAttributes } from "@/lib/ui/card-image";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { Rating } from "./rating";

/**
 * What a card shows: its first tags, with the count of the others. A field that is false, zero or empty is left
 * out (every byte here is sent twice, in the HTML and in the page's data for React, for each of 24 cards).
 */
export type ProductCardData = {
  id: number;
  name: string;
  formattedPrice: string;
  /** With a discount: the price before it and its percentage. */
  hasDiscount?: boolean;
  formattedOriginalPrice?: string;
  discountPercentage?: number;
  /** Its sizes differ in price: the price is the lowest ("from ₹X"). */
  priceFrom?: boolean;
  /** Sold in several sizes: "Choose size" opens the page (Add to Cart would add the default size unseen). */
  chooseSize?: boolean;
  /** The size a price filter matched: the links open it (`?variant=`). */
  variantId?: number;
  unitLabel: string;
  rating: string;
  ratingCount: number;
  tags: string[];
  moreTags?: number;
  /** In the list layout only. */
  description?: string;
  inStock: boolean;
};

type CardProps = {
  product: ProductCardData;
  layout: "grid" | "list";
  image: CardImage;
};

const TemplateContext = createContext<CardImgAttributes | null>(null);

/**
 * The grid's image template (`lib/ui/card-image.ts`) for the cards inside: given once, where as a prop of each card
 * the page's data referred to it again from every card after the first (about 105 bytes a card).
 */
export function CardImageTemplate({ template, children }: { template: CardImgAttributes; children: ReactNode }) {
  return <TemplateContext value={template}>{children}</TemplateContext>;
}

/** Its look is the `card` class family (app/globals.css): one class a part, not its utilities, on each of 24 cards. */
function Card({ product, layout, image }: CardProps) {
  const imageTemplate = useContext(TemplateContext);
  const href = `/product/${product.id}${product.variantId ? `?variant=${product.variantId}` : ""}`;
  const list = layout === "list";
  return (
    <article aria-label={product.name} className={list ? "card card-list" : "card"}>
      <Link href={href} tabIndex={-1} aria-hidden className="card-media">
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included */}
        <img {...cardImageAttributes(image, imageTemplate, product.name)} data-fallback={PLACEHOLDER_IMAGE} />
        <PercentOff percent={product.discountPercentage ?? 0} className="card-off" />
        {!product.inStock && (
          <span className="card-out">
            <span>Out of Stock</span>
          </span>
        )}
      </Link>
      <div className="card-body">
        <h3 className="card-name">
          <Link href={href}>{product.name}</Link>
        </h3>
        {product.unitLabel && <p>{product.unitLabel}</p>}
        <Rating rating={product.rating} count={product.ratingCount} className="text-sm" />
        {list && product.description && <p className="line-clamp-2">{product.description}</p>}
        {product.tags.length > 0 && (
          <ul className="card-tags" aria-label="Tags">
            {product.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {(product.moreTags ?? 0) > 0 && <li className="more">+{product.moreTags} more</li>}
          </ul>
        )}
        <p className="card-price">
          <span>
            {product.priceFrom && <small>from </small>}
            {product.formattedPrice}
          </span>
          {product.hasDiscount && (
            <s>
              <span className="sr-only">Original price </span>
              {product.formattedOriginalPrice}
            </s>
          )}
        </p>
        <div className="card-buttons">
          <Button asChild variant="secondary" size="sm">
            <Link href={href}>View Details</Link>
          </Button>
          {product.chooseSize ? (
            <Button asChild size="sm">
              <Link href={href} aria-label={`Choose size of ${product.name}`}>
                Choose size
              </Link>
            </Button>
          ) : (
            <AddToCartButton productId={product.id} productName={product.name} size="sm" disabled={!product.inStock} />
          )}
        </div>
      </div>
    </article>
  );
}

class CardErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          Something went wrong loading this product.
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * A product in the grid or list, drawn from the few fields it shows, with its image's attributes computed on the
 * server (`image`, filled into the template of the enclosing `CardImageTemplate`: no image code reaches the
 * browser); products without an id are not shown, and one failing card never breaks the page.
 */
export function ProductCard({
  product,
  layout = "grid",
  image,
}: {
  product: ProductCardData;
  layout?: "grid" | "list";
  image: CardImage;
}) {
  if (!product.id) return null;
  return (
    <CardErrorBoundary>
      <Card product={product} layout={layout} image={image} />
    </CardErrorBoundary>
  );
}
