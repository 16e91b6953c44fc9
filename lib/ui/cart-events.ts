"use client";
import { useEffect } from "react";
import type { CartJson } from "@/lib/server/cart/view";
import { invalidate, useApiQuery, type Resource } from "./api-query";

/** Fired on window whenever this tab changed the cart, so every view of the cart reads it again. */
export const CART_CHANGED_EVENT = "cart:changed";

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

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
