import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminOrders } from "@/components/admin/orders-page";

export const metadata: Metadata = { title: "Orders" };

export default function AdminOrdersPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading orders..." />}>
      <AdminOrders />
    </Suspense>
  );
}
