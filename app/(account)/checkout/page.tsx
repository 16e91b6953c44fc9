import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { Spinner } from "@/components/ui/spinner";
import { getViewer } from "@/lib/server/auth/viewer";
import { checkoutSummary } from "@/lib/server/checkout/summary";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default function CheckoutPage() {
  return (
    <div>
      <h1 className="mb-8 font-serif text-3xl text-brand-900">Checkout</h1>
      <Suspense fallback={<Spinner />}>
        <Checkout />
      </Suspense>
    </div>
  );
}

async function Checkout() {
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") redirect("/login?next=/checkout");
  return <CheckoutForm summary={await checkoutSummary(viewer.id)} />;
}
