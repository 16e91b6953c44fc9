import { PercentOff } from "@/components/ui/percent-off";
import type { ReactNode } from "react";
import { formatINR } from "@/lib/domain/format";

type Props = {
  unitLabel: string;
  /** Paise. */
  price: number;
  /** Paise. */
  discountPrice: number;
  discountPercentage: number;
  hasDiscount: boolean;
  inStock: boolean;
  /** Shown after the stock message (the product's tags). */
  children?: ReactNode;
};

/**
 * The product page's quantity text, price, MRP and discount, and stock message, of the product or of the size the
 * picker chose. No state: rendered on the server for a product of one size, inside the picker for one of several.
 */
export function PriceSummary({
  unitLabel,
  price,
  discountPrice,
  discountPercentage,
  hasDiscount,
  inStock,
  children,
}: Props) {
  return (
    <>
      {unitLabel && (
        <p className="text-stone-600">
          Quantity: <span className="font-medium text-stone-900">{unitLabel}</span>
        </p>
      )}
      <div className="flex flex-wrap items-baseline gap-3">
        <span className="text-3xl font-semibold text-brand-900">{formatINR(discountPrice)}</span>
        {hasDiscount && (
          <>
            <s className="text-lg text-stone-600">
              <span className="sr-only">Original price </span>
              {formatINR(price)}
            </s>
            <PercentOff
              percent={discountPercentage}
              className="rounded-full bg-saffron-500 px-3 py-1 text-sm font-semibold text-brand-900"
            />
          </>
        )}
      </div>
      <p className={inStock ? "font-medium text-brand-600" : "font-medium text-red-600"}>
        {inStock ? "In Stock" : "Out of Stock"}
      </p>
      {children}
    </>
  );
}
