"use client";

import { PercentOff } from "@/components/ui/percent-off";
import { Trash2 } from "lucide-react";
import Link from "next/link";
import { formatRupees } from "@/lib/domain/format";
import type { CartItemJson } from "@/lib/server/cart/view";
import { fillCardImage, type CardImgAttributes } from "@/lib/ui/card-image";
import { QuantityStepper } from "./quantity-stepper";

type Props = {
  item: CartItemJson;
  /** The line image's attributes for the token's source (`cartLineImage`), filled with the item's. */
  image: CardImgAttributes;
  busy: boolean;
  /** The first line: its image is the page's largest paint on a phone, so it is fetched first, never lazily. */
  first: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

export function CartLine({ item, image, busy, first, onQuantity, onRemove }: Props) {
  const soldOut = !item.available || item.stock < 1;
  // A size's line links to that size's page (`?variant=`, issue 28); a product without options to its page.
  const href =
    item.optionValues.length > 0 && item.variantId !== null
      ? `/product/${item.id}?variant=${item.variantId}`
      : `/product/${item.id}`;
  return (
    <li className="flex gap-3 py-6 first:pt-0 last:pb-0 sm:gap-6" aria-busy={busy} data-testid="cart-line">
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden
        className="block shrink-0 self-start overflow-hidden rounded-xl border border-stone-200 bg-brand-50"
      >
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt included */}
        <img
          {...fillCardImage(image, item.image, item.label)}
          {...(first ? { loading: "eager", fetchPriority: "high" } : {})}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 className="font-serif text-lg leading-snug text-brand-900">
              <Link href={href} className="hover:text-brand-600 hover:underline">
                {item.label}
              </Link>
            </h2>
            {item.quantity_unit && <p className="mt-0.5 text-sm text-stone-600">{item.quantity_unit}</p>}
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-semibold text-stone-900" aria-label="Unit price">
                {formatRupees(item.product_price)}
              </span>
              {item.discountPercentage > 0 && (
                <>
                  <s className="text-sm text-stone-600" aria-label="Original price">
                    {formatRupees(item.originalPrice)}
                  </s>
                  <PercentOff
                    percent={item.discountPercentage}
                    className="rounded-full bg-saffron-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800"
                  />
                </>
              )}
            </p>
            {soldOut ? (
              <p className="mt-1 text-sm font-medium text-red-700">
                {item.optionValues.length > 0 ? "This size is out of stock" : "This product is out of stock"}
              </p>
            ) : item.quantity > item.stock ? (
              <p className="mt-1 text-sm font-medium text-red-700">Only {item.stock} left in stock</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${item.label}`}
            className="rounded-full p-2 text-stone-600 transition-colors hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
          >
            <Trash2 aria-hidden className="h-5 w-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            name={item.label}
            quantity={item.quantity}
            max={item.maxQuantity}
            disabled={busy || soldOut}
            onChange={onQuantity}
          />
          <p className="text-right">
            <span className="sr-only">Line total </span>
            <span className="text-lg font-semibold text-brand-900" data-testid="line-total">
              {formatRupees(item.lineTotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
