import type { Metadata } from "next";
import { HealthTagListScreen } from "@/components/portal/health-tag-list-screen";

export const metadata: Metadata = { title: "Health tags" };

export default function PortalHealthTagsPage() {
  return <HealthTagListScreen />;
}
