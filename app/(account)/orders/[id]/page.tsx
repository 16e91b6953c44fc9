import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderConfirmation } from "@/components/orders/order-confirmation";
import { OrderDeliveryAttempt } from "@/components/orders/order-delivery-attempt";
import { OrderRefunds } from "@/components/orders/order-refunds";
import { PayBalance } from "@/components/orders/pay-balance";
import { OrderReturns } from "@/components/orders/order-returns";
import { PaymentSuccessBanner, type ReturnQuery } from "@/components/orders/payment-success-banner";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { getViewer } from "@/lib/server/auth/viewer";
import { db } from "@/lib/server/db";
import { findCustomerOrder } from "@/lib/server/orders/customer-orders";
import { idFromText } from "@/lib/validation/primitives";

export const metadata: Metadata = { title: "Your order", robots: { index: false } };

type Params = Promise<{ id: string }>;

/**
 * No Suspense boundary: the order is in the page's first HTML. Streamed in after the page's frame, it was
 * the late largest paint on a phone (Lighthouse LCP 4.1 s).
 */
export default function OrderPage({ params, searchParams }: { params: Params; searchParams: Promise<ReturnQuery> }) {
  return (
    <>
      <PaymentSuccessBanner query={searchParams} />
      <Order params={params} />
    </>
  );
}

/** The signed-in customer's own order only: anyone else's, or none, reads "Order not found". */
async function Order({ params }: { params: Params }) {
  const { id } = await params;
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") redirect(`/login?next=/orders/${encodeURIComponent(id)}`);
  const orderId = idFromText(id);
  const order = await findCustomerOrder(viewer.id, orderId);
  if (!order) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
        <h1 className="font-serif text-2xl text-brand-900">Order not found</h1>
        <p className="mt-2 text-stone-600">This order does not exist or belongs to another account.</p>
        <Button asChild className="mt-6">
          <Link href="/orders">My Orders</Link>
        </Button>
      </div>
    );
  }
  const settings =
    order.balance_due > 0
      ? await db.storeSettings.findUnique({ where: { id: 1 }, select: { companyName: true } })
      : null;
  const businessName = settings?.companyName ?? "Prakriti Ayurveda";
  return (
    <>
      <OrderConfirmation order={order} />
      <OrderDeliveryAttempt orderId={order.id} />
      <PayBalance order={order} checkoutScriptUrl={env().RAZORPAY_CHECKOUT_URL} businessName={businessName} />
      <OrderReturns orderId={order.id} />
      <OrderRefunds orderId={order.id} />
    </>
  );
}
