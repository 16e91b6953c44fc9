import type { Metadata } from "next";
import { AdminOrderDetail } from "@/components/admin/order-detail";

export const metadata: Metadata = { title: "Order Details" };

export default function AdminOrderPage() {
  return <AdminOrderDetail />;
}
