import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { StockAlertListScreen } from "@/components/portal/stock-alert-list-screen";

export const metadata: Metadata = { title: "Waiting for stock" };

export default function PortalStockAlertsPage() {
  // The filter lives in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading the waiting list..." />}>
      <StockAlertListScreen />
    </Suspense>
  );
}
