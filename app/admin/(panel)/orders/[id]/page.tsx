import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminOrderDetail } from "@/components/admin/order-detail";

export const metadata: Metadata = { title: "Order Details" };

export default function AdminOrderPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading order..." />}>
      <AdminOrderDetail />
    </Suspense>
  );
}
