import type { Metadata } from "next";
import { AdminDashboard } from "@/components/admin/dashboard";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminDashboardPage() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl text-brand-900">Admin Dashboard</h1>
      <AdminDashboard />
    </div>
  );
}
