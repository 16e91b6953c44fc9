import type { Metadata } from "next";
import { PortalSlides } from "@/components/portal/slides-page";

export const metadata: Metadata = { title: "Hero slides" };

export default function PortalSlidesPage() {
  return <PortalSlides />;
}
