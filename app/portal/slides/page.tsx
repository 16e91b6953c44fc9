import type { Metadata } from "next";
import { SlideListScreen } from "@/components/portal/slide-list-screen";

export const metadata: Metadata = { title: "Hero slides" };

export default function PortalSlidesPage() {
  return <SlideListScreen />;
}
