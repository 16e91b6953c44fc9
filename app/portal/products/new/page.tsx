import type { Metadata } from "next";
import { NewProductScreen } from "@/components/portal/product-edit-screens";

export const metadata: Metadata = { title: "New product" };

export default function PortalNewProductPage() {
  return <NewProductScreen />;
}
