import type { Metadata } from "next";
import { AdminOrderEdit } from "@/components/admin/order-edit-form";

export const metadata: Metadata = { title: "Edit Order" };

export default function AdminOrderEditPage() {
  return <AdminOrderEdit />;
}
