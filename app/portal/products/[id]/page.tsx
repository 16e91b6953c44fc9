import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { EditProduct } from "@/components/portal/product-editor";

export const metadata: Metadata = { title: "Edit product" };

export default function PortalEditProductPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the product..." />}>
      <EditProduct />
    </Suspense>
  );
}
