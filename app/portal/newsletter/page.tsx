import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { SubscriberListScreen } from "@/components/portal/subscriber-list-screen";

export const metadata: Metadata = { title: "Newsletter" };

export default function PortalNewsletterPage() {
  // The search lives in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading subscribers..." />}>
      <AdminsOnly refusal="Only administrators can see the newsletter list">
        <SubscriberListScreen />
      </AdminsOnly>
    </Suspense>
  );
}
