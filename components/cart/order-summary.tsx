import { ShieldCheck } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { formatRupees } from "@/lib/domain/format";
import { SummaryLines } from "@/components/orders/summary-lines";
import type { CartJson } from "@/lib/server/cart/view";

type Props = { summary: CartJson["summary"]; checkoutHref: string };

export function OrderSummary({ summary, checkoutHref }: Props) {
  const hasSavings = summary.totalSavings > 0;
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="font-serif text-xl text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <Row label="Items">{summary.itemCount}</Row>
        <SummaryLines lines={summary.lines} />
        <div className="flex items-baseline justify-between border-t border-brand-100 pt-4">
          <dt className="text-base font-semibold text-stone-900">Total</dt>
          <dd className="text-right">
            {hasSavings && (
              <s className="mr-2 text-sm text-stone-600" aria-label="Original total">
                {formatRupees(summary.originalTotal)}
              </s>
            )}
            <span className="text-2xl font-semibold text-brand-900" data-testid="cart-total">
              {formatRupees(summary.total)}
            </span>
          </dd>
        </div>
      </dl>
      {hasSavings && (
        <p className="mt-4 rounded-lg bg-white px-3 py-2 text-center text-sm font-medium text-brand-700">
          Total Savings: you save {formatRupees(summary.totalSavings)} on this order
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild size="lg" className="w-full">
          <Link href={checkoutHref}>Proceed to Checkout</Link>
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/products">Continue Shopping</Link>
        </Button>
      </div>
      <p className="mt-5 flex items-center justify-center gap-2 text-xs text-stone-600">
        <ShieldCheck aria-hidden className="h-4 w-4 text-brand-600" />
        Safe and secure checkout
      </p>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}
