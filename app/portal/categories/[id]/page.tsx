import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditCategoryScreen } from "@/components/portal/category-edit-screens";

export const metadata: Metadata = { title: "Edit category" };

export default function PortalEditCategoryPage() {
  // The saved message after a create is read from the address, on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading the category..." />}>
      <EditCategoryScreen />
    </Suspense>
  );
}
