"use client";
import { useEffect } from "react";
import { invalidate, useApiQuery, type Resource } from "@/lib/api/query";
import type { CartJson } from "@/lib/server/cart/view";
import { CART_CHANGED_EVENT } from "@/lib/ui/cart-events";

let following = false;

/** The shopper's cart (the query "cart.get"), read again whenever the page announces a change of it. */
export function useCart(): Resource<CartJson> {
  useEffect(() => {
    if (following) return;
    following = true;
    window.addEventListener(CART_CHANGED_EVENT, () => invalidate("cart.get"));
  }, []);
  return useApiQuery("cart.get");
}
