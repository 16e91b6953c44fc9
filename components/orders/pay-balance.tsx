"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { loadCheckout, openCheckout, PAYMENT_MESSAGES, type RazorpayResult } from "@/components/payment/payment-panel";
import { callApi } from "@/lib/api/client";
import { formatRupees } from "@/lib/domain/format";
import type { CustomerOrderJson } from "@/lib/server/orders/customer-orders";
import { messageOf } from "@/lib/ui/api-client";
import { notify } from "@/lib/ui/toast";

/**
 * "Pay now" on the shopper's order page when an edit raised a paid online order (docs/order-operations.md
 * "Order edits"): a Razorpay order for the balance the server stored, paid through Checkout.js and
 * verified as every payment is; the order ships once it is paid. A cash-on-delivery order asks for
 * the shopper's acceptance of its new total instead.
 */
export function PayBalance({
  order,
  checkoutScriptUrl,
  businessName,
}: {
  order: CustomerOrderJson;
  checkoutScriptUrl: string;
  businessName: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!(order.balance_due > 0)) return order.balance_on_delivery > 0 ? <BalanceOnDelivery order={order} /> : null;
  if (order.payment_method === "cod") return <AcceptNewTotal order={order} />;

  async function pay() {
    setError(null);
    setBusy(true);
    try {
      const Razorpay = await loadCheckout(checkoutScriptUrl);
      const started = await callApi("account.orders.payBalance", { params: { orderId: order.id } });
      openCheckout(Razorpay, started, {
        name: businessName,
        description: `Balance of order ${order.order_number}`,
        prefill: { name: order.customer_name, email: order.customer_email, contact: order.customer_phone },
        onPaid: (result) => void verify(result),
        onStopped: (message) => {
          setBusy(false);
          setError(message);
        },
      });
    } catch (caught) {
      setBusy(false);
      setError(messageOf(caught, PAYMENT_MESSAGES.initiateFailed));
    }
  }

  async function verify(result: RazorpayResult) {
    try {
      await callApi("payments.verify", { body: result });
      notify.success("Payment received: thank you!");
      router.refresh();
    } catch {
      setError(PAYMENT_MESSAGES.verifyFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <BalanceBox
      testId="balance-due"
      title={`${formatRupees(order.balance_due)} left to pay`}
      text="We updated your order and its total went up. We ship it as soon as the rest is paid."
    >
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button className="mt-4" onClick={() => void pay()} disabled={busy}>
        {busy ? "Opening the payment window..." : "Pay now"}
      </Button>
    </BalanceBox>
  );
}

/** A cash-on-delivery order an edit raised: the shopper agrees to pay the new total to the courier, and it ships. */
function AcceptNewTotal({ order }: { order: CustomerOrderJson }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = formatRupees(order.final_total);

  async function accept() {
    setError(null);
    setBusy(true);
    try {
      await callApi("account.orders.acceptTotal", { params: { orderId: order.id } });
      notify.success("Thank you: we will ship your order.");
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, "Could not record your answer. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <BalanceBox
      testId="balance-due"
      title={`New total: ${total}`}
      text={`We updated your order and its total went up by ${formatRupees(order.balance_due)}. Please accept the new total: you pay ${total} in cash on delivery, and we ship your order once you accept.`}
    >
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button className="mt-4" onClick={() => void accept()} disabled={busy}>
        {busy ? "Saving..." : `Accept ${total} on delivery`}
      </Button>
    </BalanceBox>
  );
}

/** The balance staff chose to have the courier collect: nothing to pay online, the amount to keep ready in cash. */
function BalanceOnDelivery({ order }: { order: CustomerOrderJson }) {
  const amount = formatRupees(order.balance_on_delivery);
  return (
    <BalanceBox
      testId="balance-on-delivery"
      title={`${amount} to pay on delivery`}
      text={`We updated your order and its total went up. Please keep ${amount} ready in cash for the courier; the rest is paid.`}
    />
  );
}

/** The box of what an edit left to pay: its title, a sentence, and (Pay now) the action. */
function BalanceBox({
  testId,
  title,
  text,
  children,
}: {
  testId: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="balance-title"
      className="mx-auto mt-6 max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-6"
      data-testid={testId}
    >
      <h2 id="balance-title" className="font-serif text-xl text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{text}</p>
      {children}
    </section>
  );
}
