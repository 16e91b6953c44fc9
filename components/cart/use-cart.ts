"use client";
import { useEffect } from "react";
import { invalidate, useApiQuery, type Resource } from "@/lib/api/query";
import type { CartJson } from "@/lib/server/cart/view";
import { CART_CHANGED_EVENT } from "@/lib/ui/cart-events";

let following = false;

/**
 * The shopper's cart (the query "cart.get"), read again whenever the page announces a change of it.
 * `initialCart` is the cart the server read while rendering the page, shown without a read.
 */
export function useCart(initialCart?: CartJson): Resource<CartJson> {
  useEffect(() => {
    if (following) return;
    following = true;
    window.addEventListener(CART_CHANGED_EVENT, () => invalidate("cart.get"));
  }, []);
  return useApiQuery("cart.get", undefined, { initialData: initialCart });
}
