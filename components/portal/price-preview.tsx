"use client";
import { PercentOff } from "@/components/ui/percent-off";
import { priceStoredProduct, storedDiscount } from "@/lib/domain/catalog";
import { formatINR } from "@/lib/domain/format";
import { rupeesToPaise } from "@/lib/domain/money";
import type { ProductPrice } from "@/lib/domain/pricing";

/** The shop's price for the typed figures, by the rule the server uses; null while they are not a price yet. */
export function shopPriceOf(
  price: string,
  discountType: "" | "amount" | "percent",
  discount: string,
): ProductPrice | null {
  try {
    const paise = rupeesToPaise(price);
    const stated = discount.trim() === "" ? 0 : Number(discount);
    if (paise < 0 || !Number.isFinite(stated) || stated < 0) return null;
    return priceStoredProduct({
      price: paise,
      discountType: discountType || null,
      discount: storedDiscount(discountType || null, stated),
    });
  } catch {
    return null;
  }
}

/** What the shopper will see for the price and discount typed so far. */
export function PricePreview({
  price,
  discountType,
  discount,
}: {
  price: string;
  discountType: "" | "amount" | "percent";
  discount: string;
}) {
  const shop = shopPriceOf(price, discountType, discount);
  return (
    <div
      aria-live="polite"
      aria-label="Shop price"
      role="group"
      className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm sm:col-span-2"
    >
      <p className="text-stone-600">Shoppers will see</p>
      {shop ? (
        <p className="mt-1 flex flex-wrap items-baseline gap-2">
          <span data-testid="shop-price" className="text-2xl font-semibold text-brand-900">
            {formatINR(shop.discountPrice)}
          </span>
          {shop.hasDiscount && (
            <>
              <span className="text-stone-600 line-through">{formatINR(shop.price)}</span>
              <PercentOff
                percent={shop.discountPercentage}
                className="rounded-full bg-saffron-500 px-2 py-0.5 text-xs font-semibold text-brand-900"
              />
            </>
          )}
        </p>
      ) : (
        <p className="mt-1 text-stone-600">Enter a price to see it.</p>
      )}
    </div>
  );
}
