"use client";

import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { PriceSummary } from "@/components/catalog/price-summary";
import { PurchasePanel } from "@/components/catalog/purchase-panel";
import { NotifyMe } from "@/components/messaging/notify-me";
import { Radio } from "@/components/ui/checkbox";
import { formatINR } from "@/lib/domain/format";
import {
  addressWithVariant,
  initialVariant,
  requestedVariantId,
  variantForChoice,
  type PickerOption,
} from "@/lib/domain/variant-picker";
import { cx } from "@/lib/ui/cx";
import { chooseVariantImage } from "@/lib/ui/variant-image";

/** What the page already holds about one variant (lib/server/catalog/product-detail); prices in paise. */
export type PurchaseVariant = {
  id: number;
  isDefault: boolean;
  sku: string;
  optionValues: string[];
  unitLabel: string;
  price: number;
  discountPrice: number;
  discountPercentage: number;
  hasDiscount: boolean;
  stock: number;
  inStock: boolean;
  /** One of the gallery's images, shown when this variant is chosen; null: the product's first. */
  imageUrl: string | null;
};

type Props = {
  productId: number;
  productName: string;
  /** The options the picker shows (lib/domain/variant-picker's pickerOptions); none for a product of one variant. */
  options: PickerOption[];
  variants: PurchaseVariant[];
  /** Shown between the stock message and the picker (the product's tags). */
  children?: ReactNode;
};

// The address's query is read once React runs in the browser; the prerendered page is the default variant's.
const noSubscription = () => () => {};
const addressQuery = () => window.location.search;
const prerenderedQuery = () => "";

function stockText(variant: PurchaseVariant): string {
  if (!variant.inStock) return "Out of stock";
  return variant.stock <= 5 ? `Only ${variant.stock} left` : "In stock";
}

/**
 * The buying part of a product page: quantity text, price, MRP and discount, stock message, the size/option picker (a
 * radio group per option, each value with its price and stock; a sold-out value can be chosen, for its "notify me")
 * and the quantity and Add to Cart of the chosen variant, or "notify me" when it is sold out. Client state over the variants already in the page, so the page
 * stays prerendered; the choice is written to `?variant=` (replaceState) and a shared link opens on it.
 */
export function VariantPurchase({ productId, productName, options, variants, children }: Props) {
  const query = useSyncExternalStore(noSubscription, addressQuery, prerenderedQuery);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected =
    variants.find((variant) => variant.id === chosenId) ?? initialVariant(variants, requestedVariantId(query));

  // The gallery shows the chosen variant's image, a shared link's too once hydrated (lib/ui/variant-image).
  useEffect(() => chooseVariantImage(selected.id, selected.imageUrl), [selected.id, selected.imageUrl]);

  function choose(variant: PurchaseVariant) {
    setChosenId(variant.id);
    window.history.replaceState(window.history.state, "", addressWithVariant(window.location.href, variant.id));
  }

  return (
    <>
      <PriceSummary
        unitLabel={selected.unitLabel}
        price={selected.price}
        discountPrice={selected.discountPrice}
        discountPercentage={selected.discountPercentage}
        hasDiscount={selected.hasDiscount}
        inStock={selected.inStock}
      >
        {children}
      </PriceSummary>
      {options.map((option, index) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-medium text-stone-700">
            {option.name}: <span className="text-stone-900">{selected.optionValues[index]}</span>
          </legend>
          <div className="flex flex-wrap gap-3">
            {option.values.map((value) => {
              const target = variantForChoice(variants, selected, index, value);
              const checked = selected.optionValues[index] === value;
              // A sold-out size can be chosen too: Add to Cart is off and "notify me" asks for that size.
              const selectable = target !== undefined;
              const soldOut = target !== undefined && !target.inStock;
              return (
                <label
                  key={value}
                  className={cx(
                    "flex min-w-36 items-start gap-2 rounded-lg border px-3 py-2",
                    checked ? "border-brand-600 bg-brand-50" : "border-stone-300",
                    selectable ? "cursor-pointer hover:border-brand-600" : "cursor-not-allowed bg-stone-50",
                    soldOut && !checked && "border-dashed",
                  )}
                >
                  <Radio
                    name={`option-${index}`}
                    value={value}
                    checked={checked}
                    disabled={!selectable && !checked}
                    onChange={() => target && choose(target)}
                    className="mt-1"
                  />
                  <span className="flex flex-col">
                    <span
                      className={cx(
                        "font-medium",
                        selectable && !soldOut ? "text-stone-900" : checked ? "text-stone-900" : "text-stone-600",
                      )}
                    >
                      {value}
                    </span>
                    {target && (
                      <span className="text-sm text-stone-600">
                        {formatINR(target.discountPrice)} ·{" "}
                        <span className={target.inStock ? "text-brand-700" : "text-red-700"}>{stockText(target)}</span>
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <PurchasePanel
        key={selected.id}
        productId={productId}
        variantId={options.length > 0 ? selected.id : undefined}
        productName={options.length ? `${productName}, ${selected.optionValues.join(", ")}` : productName}
        price={selected.price}
        discountPrice={selected.discountPrice}
        inStock={selected.inStock}
        stock={selected.stock}
      />
      {!selected.inStock && (
        <NotifyMe
          key={selected.id}
          productId={productId}
          variantId={options.length > 0 ? selected.id : undefined}
          sizeLabel={options.length > 0 ? selected.optionValues.join(", ") : undefined}
        />
      )}
    </>
  );
}
