import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { ReturnDetailScreen } from "@/components/admin/return-detail-screen";

export const metadata: Metadata = { title: "Return" };

export default function AdminReturnPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading return..." />}>
      <ReturnDetailScreen />
    </Suspense>
  );
}
