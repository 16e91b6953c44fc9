import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditHealthTagScreen } from "@/components/portal/health-tag-edit-screens";

export const metadata: Metadata = { title: "Edit health tag" };

export default function PortalEditHealthTagPage() {
  // The saved message after a create is read from the address, on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading the health tag..." />}>
      <EditHealthTagScreen />
    </Suspense>
  );
}
