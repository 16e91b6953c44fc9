import type { Metadata } from "next";
import { Suspense } from "react";
import { ErasureRequestListScreen } from "@/components/admin/erasure-request-list-screen";
import { LoadingState } from "@/components/back-office/states";

export const metadata: Metadata = { title: "Account deletion requests" };

export default function AdminPrivacyRequestsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading requests..." />}>
      <ErasureRequestListScreen />
    </Suspense>
  );
}
