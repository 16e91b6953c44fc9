import type { Metadata } from "next";
import { Suspense } from "react";
import { JobListScreen } from "@/components/admin/job-list-screen";
import { LoadingState } from "@/components/back-office/states";

export const metadata: Metadata = { title: "Background jobs" };

export default function AdminJobsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading jobs..." />}>
      <JobListScreen />
    </Suspense>
  );
}
