import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { ShipmentListScreen } from "@/components/admin/shipment-list-screen";

export const metadata: Metadata = { title: "Shipments" };

export default function AdminShipmentsPage() {
  // The filter lives in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading shipments..." />}>
      <ShipmentListScreen />
    </Suspense>
  );
}
