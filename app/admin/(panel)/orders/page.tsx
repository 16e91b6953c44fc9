import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { OrderListScreen } from "@/components/admin/order-list-screen";

export const metadata: Metadata = { title: "Orders" };

export default function AdminOrdersPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading orders..." />}>
      <OrderListScreen />
    </Suspense>
  );
}
