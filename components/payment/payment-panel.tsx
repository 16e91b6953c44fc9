"use client";

import { Loader2, Lock, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatRupees } from "@/lib/domain/format";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { Button } from "@/components/ui/button";
import type { CustomerOrderJson } from "@/lib/server/orders/customer-orders";
import type { PaymentStart } from "@/lib/server/checkout/online-payment";
import { paymentFailedMessage } from "@/lib/domain/payment-window";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { SummaryLines } from "@/components/orders/summary-lines";
import { notify } from "@/lib/ui/toast";

const SCRIPT_TIMEOUT_MS = 10_000;
const BRAND_GREEN = "#2f7d4f";
const PLACEHOLDER_EMAIL = "customer@example.com";

export const PAYMENT_MESSAGES = {
  invalidAmount: "Invalid amount. Minimum amount required is ₹1.00",
  missingCustomer: "Missing customer information",
  noOrder: "Order data not available",
  noSdk: "Razorpay SDK not available",
  createFailed: "Failed to create order",
  badOrderResponse: "Invalid Razorpay order response",
  verifyFailed: "Payment verification failed. Please contact support.",
  cancelled: "Payment was cancelled",
  initiateFailed: "Failed to initiate payment",
  scriptTimeout: "Loading the payment window timed out. Please check your connection and try again.",
  scriptFailed: "Failed to load the payment window. Please check your connection and try again.",
} as const;

export type RazorpayResult = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayFailure = { error: { description?: string } };
type RazorpayInstance = {
  open: () => void;
  on: (event: "payment.failed", callback: (response: RazorpayFailure) => void) => void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * Opens Checkout.js on the Razorpay order the server started, showing `details` (name, description, prefill…).
 * `onPaid` gets Checkout's result, to verify; `onStopped` the message to show when the shopper closes the window or
 * the payment fails.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  started: Pick<PaymentStart, "key_id" | "amount" | "currency" | "order_id">,
  {
    onPaid,
    onStopped,
    ...details
  }: {
    name: string;
    description: string;
    prefill: { name: string; email: string; contact: string };
    notes?: Record<string, string>;
    theme?: { color: string };
    onPaid: (result: RazorpayResult) => void;
    onStopped: (message: string) => void;
  },
) {
  const checkout = new Razorpay({
    key: started.key_id,
    amount: started.amount,
    currency: started.currency,
    order_id: started.order_id,
    ...details,
    handler: onPaid,
    modal: { ondismiss: () => onStopped(PAYMENT_MESSAGES.cancelled) },
  });
  checkout.on("payment.failed", (response) => onStopped(paymentFailedMessage(response.error.description)));
  checkout.open();
}

/** Loads Checkout.js once, failing after 10 s. */
export function loadCheckout(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error(PAYMENT_MESSAGES.scriptTimeout));
    }, SCRIPT_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(PAYMENT_MESSAGES.noSdk));
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(PAYMENT_MESSAGES.scriptFailed));
    };
    document.body.appendChild(script);
  });
}

function orderProblem(order: CustomerOrderJson): string | null {
  if (!(order.final_total >= 1)) return PAYMENT_MESSAGES.invalidAmount;
  if (!order.customer_name || !order.customer_phone) return PAYMENT_MESSAGES.missingCustomer;
  return null;
}

type Props = {
  order: CustomerOrderJson | null;
  codOffered: boolean;
  returnPage: string;
  checkoutScriptUrl: string;
  businessName: string;
};

/** SPEC.md section 2 "Card payment page": the stored order's amount, details and items, paid through Checkout.js. */
export function PaymentPanel({ order, codOffered, returnPage, checkoutScriptUrl, businessName }: Props) {
  const router = useRouter();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!order || !order.customer_name || !(order.final_total > 0)) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <h1 className="font-serif text-2xl text-brand-900">Invalid Order Data</h1>
        <p className="mt-2 text-stone-600">{PAYMENT_MESSAGES.noOrder}</p>
        <Button asChild className="mt-6">
          <Link href={returnPage}>Return to Checkout</Link>
        </Button>
      </div>
    );
  }
  const current = order;
  if (current.payment_standing !== "payable") return <PaymentClosed order={current} />;

  async function pay() {
    const problem = orderProblem(current);
    if (problem) return setError(problem);
    setError(null);
    setProcessing(true);
    try {
      const Razorpay = await loadCheckout(checkoutScriptUrl);
      const started = await callApi("payments.start", { body: { order_id: current.id } }).catch((caught: unknown) => {
        throw new Error(messageOf(caught, PAYMENT_MESSAGES.createFailed));
      });
      if (!started.order_id || !started.key_id) throw new Error(PAYMENT_MESSAGES.badOrderResponse);
      openCheckout(Razorpay, started, {
        name: businessName,
        description: `Order ${current.order_number}`,
        prefill: {
          name: current.customer_name,
          email: current.customer_email || PLACEHOLDER_EMAIL,
          contact: current.customer_phone,
        },
        notes: { order_number: current.order_number },
        theme: { color: BRAND_GREEN },
        onPaid: (result) => void verify(result),
        onStopped: (message) => {
          setProcessing(false);
          setError(message);
        },
      });
    } catch (caught) {
      setProcessing(false);
      setError(caught instanceof Error ? caught.message : PAYMENT_MESSAGES.initiateFailed);
    }
  }

  async function verify(result: RazorpayResult) {
    try {
      await callApi("payments.verify", { body: result });
      notify.success(`Payment successful! Payment ID: ${result.razorpay_payment_id}`);
      const params = new URLSearchParams({
        paymentSuccess: "true",
        paymentId: result.razorpay_payment_id,
        orderId: String(current.id),
      });
      router.push(`${returnPage}?${params}`);
    } catch {
      setProcessing(false);
      setError(PAYMENT_MESSAGES.verifyFailed);
    }
  }

  const address = [current.delivery_address, current.delivery_city, current.delivery_state, current.delivery_pincode]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
      <h1 className="font-serif text-3xl text-brand-900">Complete Your Payment</h1>
      <p className="mt-1 text-sm text-stone-600">Order #{current.order_number}</p>
      <div className="mt-6 rounded-xl bg-brand-50 p-5 text-center">
        <p className="text-sm text-stone-600">Amount to pay</p>
        <p className="text-4xl font-semibold text-brand-900" data-testid="payment-amount">
          {formatRupees(current.final_total)}
        </p>
      </div>
      <section className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h2 className="mb-1 font-medium text-stone-900">Customer Details</h2>
          <p>{current.customer_name}</p>
          <p className="text-stone-600">{current.customer_email || "—"}</p>
          <p className="text-stone-600">{current.customer_phone}</p>
        </div>
        <div>
          <h2 className="mb-1 font-medium text-stone-900">Delivery Address</h2>
          <p className="text-stone-600">{address}</p>
        </div>
      </section>
      <section className="mt-6" aria-labelledby="payment-items" data-testid="payment-summary">
        <h2 id="payment-items" className="mb-2 text-sm font-medium text-stone-900">
          Items
        </h2>
        <ul className="divide-y divide-stone-100 text-sm">
          {current.items.map((item, index) => (
            <li key={index} className="flex justify-between py-2">
              <span>
                {item.product_name} × {item.quantity}
              </span>
              <span>{formatRupees(item.total_price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
          <SummaryLines lines={current.summary_lines} />
          <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="payment-total">{formatRupees(current.final_total)}</dd>
          </div>
        </dl>
      </section>
      {error && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button size="lg" className="mt-6 w-full" disabled={processing} onClick={() => void pay()}>
        {processing ? (
          <>
            <Loader2 aria-hidden className="mr-2 h-5 w-5 animate-spin" /> Processing...
          </>
        ) : (
          <>
            <Lock aria-hidden className="mr-2 h-5 w-5" /> Pay {formatRupees(current.final_total)}
          </>
        )}
      </Button>
      <OtherChoices order={current} codOffered={codOffered} disabled={processing} />
      <p className="mt-6 flex items-center justify-center gap-2 text-xs text-stone-600">
        <ShieldCheck aria-hidden className="h-4 w-4 text-brand-600" /> Secured by Razorpay
      </p>
    </div>
  );
}

/**
 * Instead of paying now (the cart was emptied when the order was placed, so there is no checkout to go
 * back to): pay this order in cash on delivery where checkout would allow it, cancel it, or leave it
 * for later from its page; each leads to the order's page.
 */
function OtherChoices({
  order,
  codOffered,
  disabled,
}: {
  order: CustomerOrderJson;
  codOffered: boolean;
  disabled: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function change(name: "myOrders.cashOnDelivery" | "myOrders.cancel", done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await callApi(name, { params: { orderId: order.id } });
      notify.success(done);
      router.push(`/orders/${order.id}`);
    } catch (caught) {
      setProblem(messageOf(caught, "Could not change the order. Please try again."));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="other-choices" className="mt-6 rounded-xl border border-stone-200 p-4 text-sm">
      <h2 id="other-choices" className="font-medium text-stone-900">
        Not paying online now?
      </h2>
      {problem && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {codOffered && (
          <Button
            variant="secondary"
            disabled={disabled || busy}
            onClick={() =>
              void change("myOrders.cashOnDelivery", `Order #${order.order_number} is now cash on delivery.`)
            }
          >
            Pay on delivery instead
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={disabled || busy}>
              Cancel this order
            </Button>
          }
          title={`Cancel order #${order.order_number}?`}
          description="Nothing has been charged. The items go back on sale and the order cannot be paid afterwards."
          confirmLabel="Cancel order"
          onConfirm={() => void change("myOrders.cancel", `Order #${order.order_number} has been cancelled.`)}
        />
        <Button asChild variant="ghost">
          <Link href={`/orders/${order.id}`}>View order</Link>
        </Button>
      </div>
    </section>
  );
}

const CLOSED: Record<
  Exclude<CustomerOrderJson["payment_standing"], "payable">,
  { title: string; text: (order: CustomerOrderJson) => string }
> = {
  paid: {
    title: "This order is paid",
    text: (order) => `Order #${order.order_number} has been paid: there is nothing more to pay.`,
  },
  refunded: {
    title: "This order was refunded",
    text: (order) => `The payment for order #${order.order_number} has been refunded.`,
  },
  cod: {
    title: "Paid on delivery",
    text: (order) => `Order #${order.order_number} is paid in cash when it is delivered.`,
  },
  "not-completed": {
    title: "Payment not completed",
    text: (order) =>
      `The payment window of order #${order.order_number} has passed, so the order was cancelled. Nothing was charged; add the items to your cart again to order them.`,
  },
};

const CANCELLED_BY_CUSTOMER = {
  title: "Order cancelled",
  text: (order: CustomerOrderJson) =>
    `Order #${order.order_number} was cancelled at your request. Nothing was charged.`,
};

/** An order that can no longer be paid says so up front, instead of offering a Pay button that would be refused. */
function PaymentClosed({ order }: { order: CustomerOrderJson }) {
  const closed = order.cancelled_by_customer
    ? CANCELLED_BY_CUSTOMER
    : CLOSED[order.payment_standing as keyof typeof CLOSED];
  return (
    <div
      className="mx-auto max-w-lg rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm"
      data-testid="payment-closed"
    >
      <h1 className="font-serif text-2xl text-brand-900">{closed.title}</h1>
      <p className="mt-2 text-stone-600">{closed.text(order)}</p>
      <p className="mt-1 text-sm text-stone-500">Payment status: {order.payment_status_label}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={`/orders/${order.id}`}>View order</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/products">Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
