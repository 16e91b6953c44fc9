import type { Metadata } from "next";
import { OrderList } from "@/components/orders/order-list";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default function OrdersPage() {
  return <OrderList />;
}
