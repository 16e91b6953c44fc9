import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderList } from "@/components/orders/order-list";
import { PaymentSuccessBanner, type ReturnQuery } from "@/components/orders/payment-success-banner";
import { getViewer } from "@/lib/server/auth/viewer";
import { listCustomerOrders } from "@/lib/server/orders/customer-orders";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

/**
 * The orders are read on the server and are in the page's first HTML (the browser's `myOrders.list`
 * starts from them): fetched by the browser after its scripts, or streamed in after the page's frame,
 * they were the late largest paint on a phone (Lighthouse LCP 3.5 s).
 */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<ReturnQuery> }) {
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") redirect("/login?next=/orders");
  return (
    <>
      <PaymentSuccessBanner query={searchParams} />
      <OrderList initialOrders={await listCustomerOrders(viewer.id)} />
    </>
  );
}
