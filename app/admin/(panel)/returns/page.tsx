import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { ReturnListScreen } from "@/components/admin/return-list-screen";

export const metadata: Metadata = { title: "Returns" };

export default function AdminReturnsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading returns..." />}>
      <ReturnListScreen />
    </Suspense>
  );
}
