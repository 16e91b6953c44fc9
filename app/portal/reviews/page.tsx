import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { ReviewListScreen } from "@/components/portal/review-list-screen";

export const metadata: Metadata = { title: "Reviews" };

export default function PortalReviewsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading reviews..." />}>
      <ReviewListScreen />
    </Suspense>
  );
}
