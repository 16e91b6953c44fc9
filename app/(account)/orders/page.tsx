import type { Metadata } from "next";
import { Suspense } from "react";
import { OrderList } from "@/components/orders/order-list";
import { PaymentSuccessBanner, type ReturnQuery } from "@/components/orders/payment-success-banner";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default function OrdersPage({ searchParams }: { searchParams: Promise<ReturnQuery> }) {
  return (
    <>
      <Suspense fallback={null}>
        <PaymentSuccessBanner query={searchParams} />
      </Suspense>
      <OrderList />
    </>
  );
}
