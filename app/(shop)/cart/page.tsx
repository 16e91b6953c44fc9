import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { CartView } from "@/components/cart/cart-view";
import { cartLineImage } from "@/components/cart/line-image";
import { PAGE_MIN_HEIGHT } from "@/components/layout/page-height";
import { ReminderNotice } from "@/components/messaging/reminder-notice";
import { getViewer } from "@/lib/server/auth/viewer";
import { visitorCart } from "@/lib/server/cart/visitor";
import { cn } from "@/lib/ui/cn";

export const metadata: Metadata = {
  title: "Your Cart",
  robots: { index: false, follow: false },
};

/**
 * The visitor's cart is read on the server for each request (per shopper, never cached) and handed to
 * the browser's cache of `cart.get` as its first answer: the cart is in the page's HTML and nothing
 * moves when the script runs (the footer jumped when the cart was fetched by the browser: CLS 0.276). The page
 * waits for the cart (a few reads) and sends it with its frame, not streamed after it: the cart is the page's
 * largest paint, and painted after the frame Lighthouse counted the page's scripts before it (performance 88-92
 * on a phone; the account pages do the same, docs/benchmarks.md "Session 22").
 */
export const instant = false;

export default function CartPage({ searchParams }: { searchParams: Promise<{ reminder?: string | string[] }> }) {
  return (
    <main className={cn("mx-auto max-w-6xl px-4 py-10 sm:py-14", PAGE_MIN_HEIGHT)}>
      <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">Shopping Cart</h1>
      <Suspense fallback={null}>
        <Notice searchParams={searchParams} />
      </Suspense>
      <ViewerCart />
    </main>
  );
}

async function ViewerCart() {
  // Per request: the cart's prices and coupon are read now (reading the time before the request's
  // cookies made the prerender fail with "used `new Date()` before accessing dynamic data").
  await connection();
  const viewer = await getViewer();
  return (
    <CartView
      checkoutHref={viewer?.kind === "customer" ? "/checkout" : "/login?next=%2Fcheckout"}
      initialCart={await visitorCart(viewer)}
      lineImage={cartLineImage()}
    />
  );
}

/** An abandoned-cart reminder's link lands here with `?reminder=restored|expired|invalid`. */
async function Notice({ searchParams }: { searchParams: Promise<{ reminder?: string | string[] }> }) {
  const { reminder } = await searchParams;
  return <ReminderNotice result={typeof reminder === "string" ? reminder : undefined} />;
}
