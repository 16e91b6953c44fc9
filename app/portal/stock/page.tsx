import type { Metadata } from "next";
import { RestockListScreen } from "@/components/portal/restock-list-screen";

export const metadata: Metadata = { title: "Low stock" };

/** Products on sale at or below the merchant's low-stock threshold, with a quick restock. */
export default function PortalStockPage() {
  return <RestockListScreen />;
}
