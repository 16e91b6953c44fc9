import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditSlideScreen } from "@/components/portal/slide-edit-screens";

export const metadata: Metadata = { title: "Edit slide" };

export default function PortalEditSlidePage() {
  // The saved message after a create is read from the address, on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading the slide..." />}>
      <EditSlideScreen />
    </Suspense>
  );
}
