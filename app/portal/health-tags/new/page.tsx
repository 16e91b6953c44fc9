import type { Metadata } from "next";
import { NewHealthTag } from "@/components/portal/health-tag-editor";

export const metadata: Metadata = { title: "New health tag" };

export default function PortalNewHealthTagPage() {
  return <NewHealthTag />;
}
