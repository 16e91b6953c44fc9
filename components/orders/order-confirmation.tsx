import { CheckCircle2, Clock, CreditCard, Package, Truck, XCircle } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmCodButton } from "./confirm-cod-button";
import { SummaryLines } from "./summary-lines";
import type { CustomerOrderJson } from "@/lib/server/orders/customer-orders";
import { formatDateTime, formatRupees } from "@/lib/domain/format";

type Heading = { icon: ReactNode; title: string; lead: string; next: string[]; tone: "ok" | "wait" | "stop" };

/**
 * What the page says up front, from where the order stands: a cancelled order or one waiting for the
 * shopper's confirmation says so; past placing (confirmed, packed, shipped, delivered, coming back)
 * it leads with its status; a just-placed order greets by its payment (placed, paid, pending).
 */
function headingOf(order: CustomerOrderJson): Heading {
  const ok = <CheckCircle2 aria-hidden className="h-10 w-10 text-brand-600" />;
  const stop = <XCircle aria-hidden className="h-10 w-10 text-red-600" />;
  const shipped = "Once it ships we e-mail you the courier's tracking link; you can also follow it from My Orders.";
  // Said only once the e-mail has gone out (an order waiting for its payment has none).
  const mailed = order.confirmation_sent_to ? ["We have e-mailed you a confirmation."] : [];
  if (order.order_status === "cancelled") {
    if (order.cancelled_by_customer) {
      return {
        icon: stop,
        tone: "stop",
        title: "Order cancelled",
        lead: `Order #${order.order_number} was cancelled at your request.${order.payment_standing === "paid" ? "" : " Nothing was charged and the items went back on sale."}`,
        next: [],
      };
    }
    return order.payment_standing === "not-completed"
      ? {
          icon: stop,
          tone: "stop",
          title: "Payment not completed",
          lead: `Order #${order.order_number} was cancelled because its payment was not completed in time. Nothing was charged and the items went back on sale.`,
          next: ["Add the items to your cart again to place a new order."],
        }
      : {
          icon: stop,
          tone: "stop",
          title: "Order cancelled",
          lead: `Order #${order.order_number} has been cancelled.`,
          next:
            order.payment_standing === "refunded" || order.payment_standing === "paid"
              ? ["Any amount you paid is refunded to your original payment method within 5–7 working days."]
              : [],
        };
  }
  if (order.awaiting_cod_confirmation) {
    return {
      icon: <Clock aria-hidden className="h-10 w-10 text-saffron-500" />,
      tone: "wait",
      title: "Please confirm your order",
      lead: `Order #${order.order_number} waits for your confirmation. You pay ${formatRupees(order.final_total)} in cash on delivery.`,
      next: [
        `Confirm by ${order.cod_confirm_due_at ? formatDateTime(order.cod_confirm_due_at) : "the time in our e-mail"}; an unconfirmed order is cancelled and its items go back on sale.`,
        "We then confirm and pack your order within one working day.",
        shipped,
      ],
    };
  }
  // Past placing, the page leads with where the order is; the greeting is for a just-placed order.
  const { order_number: number } = order;
  const tracking = "Follow it from the courier's tracking link in our e-mail or from My Orders.";
  switch (order.order_status) {
    case "confirmed":
      return {
        icon: ok,
        tone: "ok",
        title: "Order confirmed",
        lead: `Order #${number} is confirmed.`,
        next: [shipped],
      };
    case "processing":
      return {
        icon: ok,
        tone: "ok",
        title: "Order being packed",
        lead: `Order #${number} is being packed.`,
        next: [shipped],
      };
    case "shipped":
      return {
        icon: <Truck aria-hidden className="h-10 w-10 text-brand-600" />,
        tone: "ok",
        title: "Order shipped",
        lead: `Order #${number} is on its way with the courier.`,
        next: [tracking],
      };
    case "delivered":
      return { icon: ok, tone: "ok", title: "Order delivered", lead: `Order #${number} was delivered.`, next: [] };
    case "returning":
      return {
        icon: stop,
        tone: "stop",
        title: "Returning to us",
        lead: `The courier could not deliver order #${number} and is bringing it back to us.`,
        next: [],
      };
    case "returned":
      return {
        icon: stop,
        tone: "stop",
        title: "Returned to us",
        lead: `Order #${number} came back to us undelivered.`,
        next: [],
      };
  }
  switch (order.payment_standing) {
    case "cod":
      return {
        icon: ok,
        tone: "ok",
        title: "Thank you! Your order is placed",
        lead: `Order #${order.order_number} is placed. You pay ${formatRupees(order.final_total)} in cash on delivery.`,
        next: [...mailed, "We confirm and pack your order within one working day.", shipped],
      };
    case "paid":
      return {
        icon: ok,
        tone: "ok",
        title: "Payment received",
        lead: `Order #${order.order_number} is paid.`,
        next: [...mailed, "We confirm and pack your order within one working day.", shipped],
      };
    case "refunded":
      return {
        icon: ok,
        tone: "ok",
        title: "Order refunded",
        lead: `Order #${order.order_number} has been refunded.`,
        next: ["The refund reaches your original payment method within 5–7 working days."],
      };
    case "payable":
      return {
        icon: <Clock aria-hidden className="h-10 w-10 text-saffron-500" />,
        tone: "wait",
        title: "Payment pending",
        lead: `Order #${order.order_number} is waiting for its payment${order.payment_status === "failed" ? ": the last attempt did not go through" : ""}.`,
        next: [
          `Pay by ${order.pay_until ? formatDateTime(order.pay_until) : "the end of the payment window"} to keep your items; after that the order is cancelled.`,
        ],
      };
    case "not-completed":
      return {
        icon: stop,
        tone: "stop",
        title: "Payment not completed",
        lead: `The payment window of order #${order.order_number} has passed.`,
        next: ["The order is being cancelled and its items go back on sale."],
      };
  }
}

/**
 * The order confirmation page (after Place Order or a payment): order number, what happens next,
 * items, totals and the delivery address; an online order still within its window offers Pay now.
 */
export function OrderConfirmation({ order }: { order: CustomerOrderJson }) {
  const heading = headingOf(order);
  const frame =
    heading.tone === "ok"
      ? "border-brand-200 bg-brand-50"
      : heading.tone === "wait"
        ? "border-amber-200 bg-amber-50"
        : "border-red-200 bg-red-50";
  return (
    <article className="mx-auto max-w-3xl space-y-6" data-testid="order-confirmation">
      <header className={`flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-start ${frame}`}>
        {heading.icon}
        <div className="flex-1">
          <h1 className="font-serif text-3xl text-brand-900">{heading.title}</h1>
          <p className="mt-2 text-stone-700">{heading.lead}</p>
          <p className="mt-3 text-sm text-stone-600">Order number</p>
          <p className="font-mono text-xl font-semibold text-brand-900" data-testid="order-number">
            {order.order_number}
          </p>
          <p className="text-sm text-stone-600">Placed {formatDateTime(order.created_at)}</p>
          <p className="text-sm text-stone-700">
            Order status:{" "}
            <span className="font-medium" data-testid="order-status">
              {order.order_status_label}
            </span>
          </p>
          {order.awaiting_cod_confirmation && <ConfirmCodButton orderId={order.id} />}
          {order.payment_standing === "payable" && (
            <Button asChild size="lg" className="mt-4">
              <Link href={`/razorpay-payment?order=${order.id}&return=/orders/${order.id}`}>
                <CreditCard aria-hidden className="mr-2 h-5 w-5" /> Pay now {formatRupees(order.final_total)}
              </Link>
            </Button>
          )}
        </div>
      </header>
      {heading.next.length > 0 && (
        <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <h2 className="font-serif text-xl text-brand-900">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-stone-700">
            {heading.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="flex items-center gap-2 font-serif text-xl text-brand-900">
          <Package aria-hidden className="h-5 w-5" /> Items
        </h2>
        <ul className="mt-3 divide-y divide-stone-100 text-sm">
          {order.items.map((item, index) => (
            <li key={index} className="flex justify-between gap-4 py-2">
              <span>
                {item.product_name}{" "}
                <span className="text-stone-500">
                  × {item.quantity} at {formatRupees(item.unit_price)}
                </span>
              </span>
              <span className="font-medium">{formatRupees(item.total_price)}</span>
            </li>
          ))}
        </ul>
        <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm">
          <SummaryLines lines={order.summary_lines} />
          <div className="flex justify-between border-t border-stone-200 pt-1 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="confirmation-total">{formatRupees(order.final_total)}</dd>
          </div>
        </dl>
      </section>
      <section className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <h2 className="font-serif text-lg text-brand-900">Delivery address</h2>
          <p className="mt-2 text-sm text-stone-700">{order.recipient_name}</p>
          <p className="text-sm text-stone-700">{order.delivery_address}</p>
          <p className="text-sm text-stone-700">
            {order.delivery_city}, {order.delivery_state} {order.delivery_pincode}
          </p>
          <p className="text-sm text-stone-500" data-testid="delivery-phone">
            {order.recipient_phone}
          </p>
        </div>
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <h2 className="font-serif text-lg text-brand-900">Payment</h2>
          <p className="mt-2 text-sm text-stone-700">
            {order.payment_method === "cod" ? "Cash on Delivery" : "Online (Razorpay)"}
          </p>
          <p className="text-sm text-stone-700">
            Status: <span className="font-medium">{order.payment_status_label}</span>
          </p>
          {order.confirmation_sent_to && (
            <p className="text-sm text-stone-600">Confirmation sent to {order.confirmation_sent_to}</p>
          )}
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link href="/orders">All my orders</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href="/products">Continue Shopping</Link>
        </Button>
      </div>
    </article>
  );
}
