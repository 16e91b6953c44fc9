import type { Metadata } from "next";
import { NewProduct } from "@/components/portal/product-editor";

export const metadata: Metadata = { title: "New product" };

export default function PortalNewProductPage() {
  return <NewProduct />;
}
