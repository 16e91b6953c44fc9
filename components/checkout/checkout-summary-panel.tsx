"use client";
import Link from "next/link";
import { businessBuyerOf, businessBuyerProblems } from "@/lib/domain/business-buyer";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/ui/toast";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-field";
import { SummaryLines } from "@/components/orders/summary-lines";
import { Button } from "@/components/ui/button";
import type { CheckoutSummary } from "@/lib/server/checkout/summary";
import type { AddressJson } from "@/lib/server/customers/profile";
import { messageOf } from "@/lib/ui/api-client";
import type { CheckoutPaymentMethod } from "@/lib/validation/checkout/form";
import { createOrder, saveContact, submitProblem } from "./place-order";
import { checkedContact, type CheckoutFormApi } from "./use-checkout-form";
import type { DeliveryState } from "./use-delivery-check";
import { saveWhatsAppUpdatesChoice, type WhatsAppUpdatesChoice } from "./whatsapp-updates-box";

/** SPEC.md section 8 "Checkout and orders". */
const CONTACT_SAVE_FAILED = "Failed to update customer information. Please try again.";
const ORDER_FAILED = "Failed to place order. Please try again.";

/** The side summary: the server's lines and total, Place Order (SPEC.md section 4 "Checkout submit") and Return to Cart. */
const BUSINESS_BUYER_PROBLEM = "Check the GSTIN and business name: each field says what is wrong.";

export function CheckoutSummaryPanel({
  form,
  summary,
  address,
  delivery,
  paymentMethod,
  whatsAppUpdates,
}: {
  form: CheckoutFormApi;
  summary: CheckoutSummary;
  address: AddressJson | undefined;
  delivery: DeliveryState;
  paymentMethod: CheckoutPaymentMethod;
  whatsAppUpdates: WhatsAppUpdatesChoice;
}) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function placeOrder() {
    const check = await checkedContact(form);
    const refused = submitProblem({
      summary,
      contact: check,
      address,
      delivery: delivery.status === "done" ? delivery.check : null,
      paymentMethod,
    });
    setProblem(refused?.message ?? null);
    const { contact } = check;
    if (refused || !contact || !address) return;
    // The business buyer: each field's own rule, both or neither, and the GSTIN's state = the address's.
    const gstin = form.getValues("buyerGstin") ?? "";
    const businessName = form.getValues("buyerBusinessName") ?? "";
    const businessProblems = businessBuyerProblems(gstin, businessName, address.state);
    if (businessProblems.length > 0) {
      for (const { field, message } of businessProblems)
        form.setError(field === "gstin" ? "buyerGstin" : "buyerBusinessName", { message }, { shouldFocus: true });
      setProblem(BUSINESS_BUYER_PROBLEM);
      return;
    }
    setSubmitting(true);
    try {
      await saveContact(contact);
      await saveWhatsAppUpdatesChoice(whatsAppUpdates);
    } catch {
      setProblem(CONTACT_SAVE_FAILED);
      setSubmitting(false);
      return;
    }
    try {
      const placed = await createOrder({
        contact,
        address,
        paymentMethod,
        notes: form.getValues("notes"),
        business: businessBuyerOf(gstin, businessName),
      });
      window.dispatchEvent(new Event("cart:changed"));
      if (paymentMethod === "cod") {
        // SPEC.md's alert text, as a toast above the order's confirmation page.
        notify.message("Order placed successfully!", {
          description: `Order Number: ${placed.order_number}\nPayment Status: ${placed.payment_status}\nOrder Status: ${placed.order_status}`,
        });
        router.push(`/orders/${placed.order_id}`);
      } else {
        router.push(`/razorpay-payment?order=${placed.order_id}&return=/orders/${placed.order_id}`);
      }
    } catch (caught) {
      setProblem(messageOf(caught, ORDER_FAILED));
      setSubmitting(false);
    }
  }

  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit rounded-2xl border border-brand-100 bg-brand-50/60 p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="font-serif text-xl text-brand-900">
        Order Summary
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {summary.items.map((item) => (
          <li key={`${item.id}:${item.variantId ?? ""}`} className="flex justify-between gap-3">
            <span className="text-stone-700">
              {item.name} × {item.quantity}
            </span>
            <span className="font-medium">{item.lineTotal}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-brand-100 pt-4 text-sm">
        <SummaryLines lines={summary.lines} />
        <div className="flex justify-between border-t border-brand-100 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{summary.total}</dd>
        </div>
      </dl>
      <FormAlert message={problem ?? undefined} className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700" />
      <Button size="lg" className="mt-5 w-full" disabled={submitting} onClick={() => void placeOrder()}>
        {submitting ? (paymentMethod === "cod" ? "Placing Order..." : "Processing Payment...") : "Place Order"}
      </Button>
      <Link href="/cart" className="mt-3 block text-center text-sm text-brand-700 hover:underline">
        Return to Cart
      </Link>
    </aside>
  );
}
