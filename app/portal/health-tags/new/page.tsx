import type { Metadata } from "next";
import { NewHealthTagScreen } from "@/components/portal/health-tag-edit-screens";

export const metadata: Metadata = { title: "New health tag" };

export default function PortalNewHealthTagPage() {
  return <NewHealthTagScreen />;
}
