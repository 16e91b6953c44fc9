import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditProductScreen } from "@/components/portal/product-edit-screens";

export const metadata: Metadata = { title: "Edit product" };

export default function PortalEditProductPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the product..." />}>
      <EditProductScreen />
    </Suspense>
  );
}
