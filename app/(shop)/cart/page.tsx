import type { Metadata } from "next";
import { Suspense } from "react";
import { CartLoading, CartView } from "@/components/cart/cart-view";
import { ReminderNotice } from "@/components/messaging/reminder-notice";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = {
  title: "Your Cart",
  robots: { index: false, follow: false },
};

/** The cart itself is fetched by the browser from /api/carts/ (per shopper, never cached). */
export default function CartPage({ searchParams }: { searchParams: Promise<{ reminder?: string | string[] }> }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">Shopping Cart</h1>
      <Suspense fallback={null}>
        <Notice searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={<CartLoading />}>
        <ViewerCart />
      </Suspense>
    </main>
  );
}

async function ViewerCart() {
  const viewer = await getViewer();
  return <CartView checkoutHref={viewer?.kind === "customer" ? "/checkout" : "/login?next=%2Fcheckout"} />;
}

/** An abandoned-cart reminder's link lands here with `?reminder=restored|expired|invalid`. */
async function Notice({ searchParams }: { searchParams: Promise<{ reminder?: string | string[] }> }) {
  const { reminder } = await searchParams;
  return <ReminderNotice result={typeof reminder === "string" ? reminder : undefined} />;
}
