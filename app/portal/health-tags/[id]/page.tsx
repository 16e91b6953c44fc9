import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditHealthTag } from "@/components/portal/health-tag-editor";

export const metadata: Metadata = { title: "Edit health tag" };

export default function PortalEditHealthTagPage() {
  // The saved message after a create is read from the address, on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading the health tag..." />}>
      <EditHealthTag />
    </Suspense>
  );
}
