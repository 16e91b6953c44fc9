import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { env } from "@/lib/env";
import { getViewer } from "@/lib/server/auth/viewer";
import { db } from "@/lib/server/db";
import { findCustomerOrder } from "@/lib/server/orders/customer-orders";
import { cashOnDeliveryRefusal } from "@/lib/server/orders/customer-actions";
import { rupeesToPaise } from "@/lib/domain/money";
import { DEFAULT_CUSTOMER_LANDING, safeReturnPath } from "@/lib/domain/access-rules";
import { idFromText } from "@/lib/validation/primitives";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type Search = Promise<{ order?: string; return?: string }>;

/**
 * No Suspense boundary: the order's amount is in the page's first HTML. Streamed in after the page's frame,
 * it was the late largest paint on a phone (Lighthouse LCP 3.7 s).
 */
export default async function RazorpayPaymentPage({ searchParams }: { searchParams: Search }) {
  // The amount and details come from the stored order, never from the browser.
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") redirect("/login?next=/checkout");
  const query = await searchParams;
  const orderId = typeof query.order === "string" ? idFromText(query.order) : null;
  const order = await findCustomerOrder(viewer.id, orderId);
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { companyName: true, logo: true } });
  // Offered only where checkout would take cash for this order (the server checks again on the switch).
  const codOffered =
    order?.payment_standing === "payable" &&
    !(await cashOnDeliveryRefusal({
      total: rupeesToPaise(order.final_total),
      deliveryPincode: order.delivery_pincode,
    }));
  return (
    <PaymentPanel
      order={order}
      codOffered={codOffered}
      returnPage={safeReturnPath(query.return, DEFAULT_CUSTOMER_LANDING)}
      checkoutScriptUrl={env().RAZORPAY_CHECKOUT_URL}
      businessName={settings?.companyName ?? "Prakriti Ayurveda"}
    />
  );
}
