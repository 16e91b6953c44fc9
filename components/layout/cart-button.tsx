"use client";

import { ShoppingCart } from "lucide-react";
import Link from "next/link";
import { useCart } from "@/components/cart/use-cart";
import { counted } from "@/lib/domain/plural";

export function CartButton() {
  // A cart not loaded yet, missing or failed to load counts as empty.
  const count = Number(useCart().data?.totals?.totalItems) || 0;

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
