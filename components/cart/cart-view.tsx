"use client";

import { ShoppingBag } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { answersInOrder } from "@/lib/ui/answers-in-order";
import { announceCartChanged, CART_CHANGED_EVENT } from "@/lib/ui/cart-events";
import { type Cart, type CartChange, cartRequest } from "./cart-api";
import { CartLine } from "./cart-line";
import { notifyDiscountsRemoved } from "./discounts-removed";
import { CouponBox } from "./coupon-box";
import { OrderSummary } from "./order-summary";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; cart: Cart };

export const CART_LOADING_TEXT = "Loading your cart...";

/** The cart screen: loading, error with Retry, empty, or the lines beside the order summary. */
export function CartView({ checkoutHref }: { checkoutHref: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [busyProduct, setBusyProduct] = useState<number | null>(null);
  const announcing = useRef(false);
  // Reads and changes of the cart answer in any order; only the newest answer is shown (issue 16).
  const [answers] = useState(() =>
    answersInOrder<Cart>({
      fetch: (signal) => cartRequest("", { signal }),
      show: (cart) => setState({ status: "ready", cart }),
      fail: () => setState({ status: "error", message: "Failed to load your cart. Please try again." }),
    }),
  );

  useEffect(() => {
    void answers.read();
  }, [answers]);

  // Another part of the page (the coupon box, the chat assistant, a product card) changed the cart: show it.
  useEffect(() => {
    const refresh = () => {
      if (!announcing.current) void answers.read();
    };
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [answers]);

  function retry() {
    setState({ status: "loading" });
    void answers.read();
  }

  async function update(productId: number, request: () => Promise<CartChange>) {
    setBusyProduct(productId);
    try {
      const change = await answers.write(request);
      // Listeners run during dispatch, so the flag only hides this view's own announcement from itself.
      announcing.current = true;
      announceCartChanged();
      announcing.current = false;
      if (change.couponRemoved && change.removedCouponCode) notifyDiscountsRemoved(change.removedCouponCode);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "Could not update your cart. Please try again.");
    } finally {
      setBusyProduct(null);
    }
  }

  if (state.status === "loading") return <CartLoading />;
  if (state.status === "error") {
    return (
      <div role="alert" className="mt-10 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="text-red-800">{state.message}</p>
        <Button variant="secondary" className="mt-5" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  }
  const { cart } = state;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section
        aria-label="Items in your cart"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <ul className="divide-y divide-stone-100">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              busy={busyProduct === item.id}
              onQuantity={(quantity) =>
                update(item.id, () => cartRequest(`items/${item.id}/`, { method: "PATCH", body: { quantity } }))
              }
              onRemove={() => update(item.id, () => cartRequest(`items/${item.id}/`, { method: "DELETE" }))}
            />
          ))}
        </ul>
      </section>
      <div className="space-y-6">
        <CouponBox
          appliedCode={cart.summary.couponCode}
          cartKey={cart.items.map((item) => `${item.id}x${item.quantity}`).join(",")}
        />
        <OrderSummary summary={cart.summary} checkoutHref={checkoutHref} />
      </div>
    </div>
  );
}

export function CartLoading() {
  return (
    <p role="status" className="mt-10 animate-pulse text-stone-600">
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
