import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { SynonymsScreen } from "@/components/portal/synonyms-screen";

export const metadata: Metadata = { title: "Search synonyms" };

export default function PortalSynonymsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading search synonyms..." />}>
      <SynonymsScreen />
    </Suspense>
  );
}
