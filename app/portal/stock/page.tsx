import type { Metadata } from "next";
import { RestockList } from "@/components/portal/restock-page";

export const metadata: Metadata = { title: "Low stock" };

/** Products on sale at or below the merchant's low-stock threshold, with a quick restock. */
export default function PortalStockPage() {
  return <RestockList />;
}
