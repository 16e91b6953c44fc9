import type { Metadata } from "next";
import { AdminJobs } from "@/components/admin/jobs";

export const metadata: Metadata = { title: "Background jobs" };

export default function AdminJobsPage() {
  return <AdminJobs />;
}
