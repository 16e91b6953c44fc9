"use client";

import dynamic from "next/dynamic";

/**
 * The product page's parts that only some products show, each its own chunk loaded only by the pages that render it
 * (rendered on the server all the same, so nothing moves): the size picker for a product of several sizes, and the
 * back-in-stock form for one sold out. Imported statically, every product page's script carried both.
 */
export const VariantPurchase = dynamic(() =>
  import("@/components/catalog/variant-purchase").then((module) => module.VariantPurchase),
);

export const NotifyMe = dynamic(() => import("@/components/messaging/notify-me").then((module) => module.NotifyMe));
