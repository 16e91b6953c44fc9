import "server-only";
import type { Prisma } from "@prisma/client";
import { paiseToRupees, paiseToRupeeString } from "@/lib/domain/money";
import {
  cartTotals,
  discountPercentage,
  orderTotals,
  summaryLines,
  type CartLine,
  type SummaryLineKey,
} from "@/lib/domain/pricing";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart-limits";
import { variantLabel, variantLineName } from "@/lib/domain/variants";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

/** What a cart read loads: the lines with the product and the variant as they are in the database now. */
export const CART_WITH_PRODUCTS = {
  coupon: { select: { code: true, discountType: true, discount: true, maxDiscount: true } },
  items: {
    orderBy: [{ addedAt: "asc" }, { id: "asc" }],
    select: {
      quantity: true,
      variant: {
        select: {
          id: true,
          sku: true,
          optionValues: true,
          active: true,
          price: true,
          salePrice: true,
          stock: true,
          unitLabel: true,
          imageUrls: true,
        },
      },
      product: {
        select: {
          id: true,
          name: true,
          price: true,
          salePrice: true,
          unitLabel: true,
          tags: true,
          benefits: true,
          available: true,
          stock: true,
          ratingAverage: true,
          images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
        },
      },
    },
  },
} satisfies Prisma.CartInclude;

export type LoadedCart = Prisma.CartGetPayload<{ include: typeof CART_WITH_PRODUCTS }>;
type LoadedLine = LoadedCart["items"][number];

export type CartItemJson = {
  /** The product's id (the line's address with `variantId`: PATCH/DELETE /api/carts/items/:id/?variant=). */
  id: number;
  /** The variant (size, pack) of this line; a product has one line per variant in a cart. */
  variantId: number | null;
  sku: string;
  /** The variant's option values, in the options' order (empty for a product without options). */
  optionValues: string[];
  /** What the line shows: "Ashwagandha Capsules, 120 capsules", or the product's name without options. */
  label: string;
  /** The product's name. */
  name: string;
  product_price: number;
  quantity: number;
  image: string;
  originalPrice: number;
  discountPrice: number;
  discountPercentage: number;
  quantity_unit: string;
  tags: string[];
  benefits: string[];
  available: boolean;
  stock: number;
  rating: number;
  lineTotal: number;
  /** The most the shopper may set: the stock, at most MAX_LINE_QUANTITY. */
  maxQuantity: number;
};

export type CartJson = {
  /** null until the first item is added. */
  id: string | null;
  items: CartItemJson[];
  /** SPEC.md section 3 "Cart": money in rupees, the formatted fields as strings with 2 decimals. */
  totals: {
    subtotal: number;
    total: number;
    totalItems: number;
    totalOriginalPrice: number;
    totalSavings: number;
    formattedTotalOriginalPrice: string;
    formattedTotalSavings: string;
  };
  /** The order summary of the cart page; the coupon discount stays 0 until a coupon is applied. */
  summary: {
    itemCount: number;
    subtotal: number;
    productDiscount: number;
    couponDiscount: number;
    totalSavings: number;
    total: number;
    originalTotal: number;
    /** The applied coupon's code, or null. */
    couponCode: string | null;
    /** The lines the summary shows, in order; they add up to `total` (lib/domain/pricing.ts summaryLines). */
    lines: { key: SummaryLineKey; label: string; amount: number; sign: 1 | -1 }[];
  };
};

/** Prices every line from its variant's current MRP and sale price (never from what a client sent). */
export function cartJson(
  id: string | null,
  lines: readonly LoadedLine[],
  coupon: LoadedCart["coupon"] = null,
): CartJson {
  const priced = lines.map(({ product, variant, quantity }) => {
    const sold = variant ?? product;
    return {
      product,
      variant,
      line: { originalPrice: sold.price, discountPrice: sold.salePrice, quantity } satisfies CartLine,
    };
  });
  const totals = cartTotals(priced.map(({ line }) => line));
  const order = orderTotals({ lines: priced.map(({ line }) => line), coupon });
  return {
    id,
    items: priced.map(({ product, variant, line }) => itemJson(product, variant, line)),
    totals: {
      subtotal: paiseToRupees(totals.subtotal),
      total: paiseToRupees(totals.total),
      totalItems: totals.totalItems,
      totalOriginalPrice: paiseToRupees(totals.totalOriginalPrice),
      totalSavings: paiseToRupees(totals.totalSavings),
      formattedTotalOriginalPrice: paiseToRupeeString(totals.totalOriginalPrice),
      formattedTotalSavings: paiseToRupeeString(totals.totalSavings),
    },
    summary: {
      itemCount: totals.totalItems,
      subtotal: paiseToRupees(order.subtotal),
      productDiscount: paiseToRupees(order.productDiscount),
      couponDiscount: paiseToRupees(order.couponDiscount),
      totalSavings: paiseToRupees(order.totalSavings),
      total: paiseToRupees(order.discountedTotal),
      originalTotal: paiseToRupees(order.totalOriginalPrice),
      couponCode: coupon?.code ?? null,
      lines: summaryLines(order, { couponApplied: coupon !== null, couponCode: coupon?.code, withShipping: false }).map(
        (entry) => ({ ...entry, amount: paiseToRupees(entry.amount) }),
      ),
    },
  };
}

function itemJson(product: LoadedLine["product"], variant: LoadedLine["variant"], line: CartLine): CartItemJson {
  const optionValues = variant?.optionValues ?? [];
  // A line the trigger has not given a variant (none in practice) reads as the product's.
  const available = product.available && (variant?.active ?? true);
  const stock = variant?.stock ?? product.stock;
  return {
    id: product.id,
    variantId: variant?.id ?? null,
    sku: variant?.sku ?? "",
    optionValues,
    label: variantLineName(product.name, variantLabel(optionValues)),
    name: product.name,
    product_price: paiseToRupees(line.discountPrice),
    quantity: line.quantity,
    image: variant?.imageUrls[0] ?? product.images[0]?.url ?? PLACEHOLDER_IMAGE,
    originalPrice: paiseToRupees(line.originalPrice),
    discountPrice: paiseToRupees(line.discountPrice),
    discountPercentage: discountPercentage(line.originalPrice, line.discountPrice),
    quantity_unit: variant?.unitLabel ?? product.unitLabel,
    tags: product.tags,
    benefits: product.benefits,
    available,
    stock,
    rating: product.ratingAverage,
    lineTotal: paiseToRupees(line.discountPrice * line.quantity),
    maxQuantity: Math.min(stock, MAX_LINE_QUANTITY),
  };
}
