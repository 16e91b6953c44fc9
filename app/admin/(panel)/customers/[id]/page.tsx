import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerDetailScreen } from "@/components/admin/customer-detail-screen";
import { LoadingState } from "@/components/back-office/states";

export const metadata: Metadata = { title: "Customer" };

export default function AdminCustomerPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading customer..." />}>
      <CustomerDetailScreen />
    </Suspense>
  );
}
