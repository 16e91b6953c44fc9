import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { Spinner } from "@/components/ui/spinner";
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

export default function RazorpayPaymentPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Payment searchParams={searchParams} />
    </Suspense>
  );
}

/** The amount and details come from the stored order, never from the browser. */
async function Payment({ searchParams }: { searchParams: Search }) {
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
