import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditOrderScreen } from "@/components/admin/order-edit-screen";

export const metadata: Metadata = { title: "Edit Order" };

export default function AdminOrderEditPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading order..." />}>
      <EditOrderScreen />
    </Suspense>
  );
}
