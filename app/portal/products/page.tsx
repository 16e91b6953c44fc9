import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { ProductListScreen } from "@/components/portal/product-list-screen";

export const metadata: Metadata = { title: "Products" };

export default function PortalProductsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading products..." />}>
      <ProductListScreen />
    </Suspense>
  );
}
