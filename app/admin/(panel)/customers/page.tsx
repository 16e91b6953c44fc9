import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { CustomerListScreen } from "@/components/admin/customer-list-screen";

export const metadata: Metadata = { title: "Customers" };

export default function AdminCustomersPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading customers..." />}>
      <CustomerListScreen />
    </Suspense>
  );
}
