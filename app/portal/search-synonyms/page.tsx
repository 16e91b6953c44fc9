import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { PortalSynonyms } from "@/components/portal/synonyms-page";

export const metadata: Metadata = { title: "Search synonyms" };

export default function PortalSynonymsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading search synonyms..." />}>
      <PortalSynonyms />
    </Suspense>
  );
}
