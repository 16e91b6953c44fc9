import type { Metadata } from "next";
import { PortalHealthTags } from "@/components/portal/health-tags-page";

export const metadata: Metadata = { title: "Health tags" };

export default function PortalHealthTagsPage() {
  return <PortalHealthTags />;
}
