"use client";

import { ShoppingBag } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { notify } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import type { CartChange } from "@/lib/server/cart/service";
import type { CartJson } from "@/lib/server/cart/view";
import { messageOf } from "@/lib/ui/api-client";
import { showAnswer } from "@/lib/api/query";
import { announceCartChanged } from "@/lib/ui/cart-events";
import type { CardImgAttributes } from "@/lib/ui/card-image";
import { useCart } from "./use-cart";
import { CartLine } from "./cart-line";
import { CART_UPDATE_FAILED } from "./cart-messages";
import { notifyDiscountsRemoved } from "./discounts-removed";
import { CouponBox } from "./coupon-box";
import { OrderSummary } from "./order-summary";

export const CART_LOADING_TEXT = "Loading your cart...";

/**
 * The cart screen: loading, error with Retry, empty, or the lines beside the order summary.
 * `initialCart` is the visitor's cart as the server read it for this page (the page then shows it
 * from its first paint, and nothing below it moves when the script runs). `lineImage` is a line's image
 * attributes as next/image computes them on the server, for the token's source (`cartLineImage`).
 */
export function CartView({
  checkoutHref,
  initialCart,
  lineImage,
}: {
  checkoutHref: string;
  initialCart?: CartJson;
  lineImage: CardImgAttributes;
}) {
  const resource = useCart(initialCart);
  const [busyLine, setBusyLine] = useState<string | null>(null);

  // Reads and changes of the cart answer in any order; only the newest answer is shown (issue 16).
  async function update(line: string, change: () => Promise<CartChange>) {
    setBusyLine(line);
    try {
      const answer = await showAnswer({ name: "cart.get" }, change);
      announceCartChanged();
      if (answer.couponRemoved && answer.removedCouponCode) notifyDiscountsRemoved(answer.removedCouponCode);
    } catch (error) {
      notify.error(messageOf(error, CART_UPDATE_FAILED));
    } finally {
      setBusyLine(null);
    }
  }

  if (resource.error) {
    return (
      <div role="alert" className="mt-10 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="text-red-800">Failed to load your cart. Please try again.</p>
        <Button variant="secondary" className="mt-5" onClick={resource.reload}>
          Retry
        </Button>
      </div>
    );
  }
  if (!resource.data) return <CartLoading />;
  const cart = resource.data;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section
        aria-label="Items in your cart"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <ul className="divide-y divide-stone-100">
          {cart.items.map((item, index) => {
            // A cart holds one line per variant: two sizes of one product are two lines.
            const line = lineKey(item);
            const address = {
              params: { productId: item.id },
              query: item.variantId === null ? {} : { variant: item.variantId },
            };
            return (
              <CartLine
                key={line}
                item={item}
                image={lineImage}
                busy={busyLine === line}
                first={index === 0}
                onQuantity={(quantity) =>
                  update(line, () => callApi("cart.setQuantity", { ...address, body: { quantity } }))
                }
                onRemove={() => update(line, () => callApi("cart.removeItem", address))}
              />
            );
          })}
        </ul>
      </section>
      <div className="space-y-6">
        <CouponBox
          appliedCode={cart.summary.couponCode}
          cartKey={cart.items.map((item) => `${lineKey(item)}x${item.quantity}`).join(",")}
        />
        <OrderSummary summary={cart.summary} checkoutHref={checkoutHref} />
      </div>
    </div>
  );
}

function lineKey(item: CartJson["items"][number]): string {
  return `${item.id}:${item.variantId ?? ""}`;
}

export function CartLoading() {
  return (
    <p role="status" className="mt-10 min-h-96 animate-pulse text-stone-600">
      {CART_LOADING_TEXT}
    </p>
  );
}

function EmptyCart() {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-brand-100 bg-brand-50/50 px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
        <ShoppingBag aria-hidden className="h-8 w-8" />
      </span>
      <h2 className="mt-5 font-serif text-2xl text-brand-900">Your cart is empty</h2>
      <p className="mt-2 max-w-sm text-stone-600">
        Explore our herbal supplements, skincare, wellness teas and hair care, made the Ayurvedic way.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link href="/products">Start Shopping</Link>
      </Button>
    </div>
  );
}
