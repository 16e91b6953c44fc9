import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { OrderDetailScreen } from "@/components/admin/order-detail-screen";

export const metadata: Metadata = { title: "Order Details" };

export default function AdminOrderPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading order..." />}>
      <OrderDetailScreen />
    </Suspense>
  );
}
