"use client";

import { Heart, Minus, Plus } from "lucide-react";
import { useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import { formatINR } from "@/lib/domain/format";
import { capQuantity, maxLineQuantity } from "@/lib/domain/cart-limits";
import { cartTotals, MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";
import { cx } from "@/lib/ui/cx";
import { NumberInput } from "@/components/ui/input";

type Props = {
  productId: number;
  /** The variant the size picker chose; none for a product of one variant. */
  variantId?: number;
  productName: string;
  price: number;
  discountPrice: number;
  inStock: boolean;
  stock: number;
};

/** Quantity (minimum 1), the total for it, Add to Cart and the wishlist heart (UI only: nothing is saved). */
export function PurchasePanel({ productId, variantId, productName, price, discountPrice, inStock, stock }: Props) {
  const [quantityText, setQuantityText] = useState(String(MIN_ORDER_QUANTITY));
  const [wished, setWished] = useState(false);
  // At most the stock and the line limit, saying why when a typed number is brought down (issue 16, defect 9).
  const [capMessage, setCapMessage] = useState<string | null>(null);
  const { quantity } = capQuantity(Number.parseInt(quantityText, 10), stock);
  const maxQuantity = maxLineQuantity(stock);

  function type(text: string) {
    const capped = capQuantity(Number.parseInt(text, 10), stock);
    setCapMessage(capped.message);
    setQuantityText(capped.message ? String(capped.quantity) : text);
  }
  const total = cartTotals([{ originalPrice: price, discountPrice, quantity }]).total;

  function toggleWishlist() {
    setWished(!wished);
    alert(wished ? "Removed from wishlist" : "Added to wishlist");
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-6">
        <div>
          <label htmlFor="quantity" className="mb-1 block text-sm font-medium text-stone-700">
            Quantity
          </label>
          <div className="flex items-center rounded-full border border-stone-300">
            <button
              type="button"
              aria-label="Decrease quantity"
              className="p-2.5 text-stone-600 hover:text-brand-700 disabled:opacity-40"
              disabled={!inStock || quantity <= MIN_ORDER_QUANTITY}
              onClick={() => type(String(quantity - 1))}
            >
              <Minus aria-hidden className="h-4 w-4" />
            </button>
            <NumberInput
              unstyled
              id="quantity"
              inputMode="numeric"
              min={MIN_ORDER_QUANTITY}
              max={maxQuantity}
              disabled={!inStock}
              aria-describedby={capMessage ? "quantity-limit" : undefined}
              value={quantityText}
              onChange={(event) => type(event.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
              className="w-14 border-0 bg-transparent text-center text-stone-900 focus:outline-none disabled:text-stone-600 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              aria-label="Increase quantity"
              className="p-2.5 text-stone-600 hover:text-brand-700 disabled:opacity-40"
              disabled={!inStock || quantity >= maxQuantity}
              onClick={() => type(String(quantity + 1))}
            >
              <Plus aria-hidden className="h-4 w-4" />
            </button>
          </div>
        </div>
        <p className="text-stone-600">
          Total:{" "}
          <output aria-label="Total price" className="ml-1 text-xl font-semibold text-brand-900">
            {formatINR(total)}
          </output>
        </p>
      </div>
      {capMessage && (
        <p id="quantity-limit" role="status" className="text-sm font-medium text-red-700">
          {capMessage}
        </p>
      )}
      <div className="flex gap-3">
        <AddToCartButton
          productId={productId}
          variantId={variantId}
          productName={productName}
          quantity={quantity}
          size="lg"
          className="flex-1"
          disabled={!inStock}
        />
        <Button
          type="button"
          variant="secondary"
          size="lg"
          aria-label={wished ? "Remove from wishlist" : "Add to wishlist"}
          aria-pressed={wished}
          onClick={toggleWishlist}
        >
          <Heart aria-hidden className={cx("h-5 w-5", wished && "fill-red-500 text-red-500")} />
        </Button>
      </div>
    </div>
  );
}
