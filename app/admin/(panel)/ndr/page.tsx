import type { Metadata } from "next";
import { Suspense } from "react";
import { NdrListScreen } from "@/components/admin/ndr-list-screen";
import { LoadingState } from "@/components/back-office/states";

export const metadata: Metadata = { title: "Undelivered parcels" };

export default function AdminNdrPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading undelivered parcels..." />}>
      <NdrListScreen />
    </Suspense>
  );
}
