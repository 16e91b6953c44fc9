"use client";

import { ShoppingCart } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { CartJson } from "@/lib/server/cart/view";
import { apiGet } from "@/lib/ui/api-client";
import { answersInOrder } from "@/lib/ui/answers-in-order";
import { CART_CHANGED_EVENT } from "@/lib/ui/cart-events";
import { counted } from "@/lib/domain/plural";

/** Items in the visitor's cart. */
async function fetchCartCount(signal: AbortSignal): Promise<number> {
  const cart = await apiGet<CartJson>("/api/carts/", signal);
  return Number(cart?.totals?.totalItems) || 0;
}

export function CartButton() {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let current = true;
    // The newest answer wins, whatever order they arrive in; a missing cart or failed fetch counts as empty.
    const answers = answersInOrder<number>({
      fetch: fetchCartCount,
      show: (next) => current && setCount(next),
      fail: () => current && setCount(0),
    });
    const refresh = () => void answers.read();
    refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => {
      current = false;
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
    };
  }, []);

  return (
    <Link
      href="/cart"
      aria-label={`Cart, ${counted(count, "item")}`}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50"
    >
      <ShoppingCart aria-hidden className="h-5 w-5" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-500 px-1 text-[11px] font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
