import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminCustomerDetail } from "@/components/admin/customer-detail";
import { LoadingState } from "@/components/back-office/states";

export const metadata: Metadata = { title: "Customer" };

export default function AdminCustomerPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading customer..." />}>
      <AdminCustomerDetail />
    </Suspense>
  );
}
