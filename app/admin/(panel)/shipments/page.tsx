import type { Metadata } from "next";
import { AdminShipments } from "@/components/admin/shipments";

export const metadata: Metadata = { title: "Shipments" };

export default function AdminShipmentsPage() {
  return <AdminShipments />;
}
