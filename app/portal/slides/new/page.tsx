import type { Metadata } from "next";
import { NewSlideScreen } from "@/components/portal/slide-edit-screens";

export const metadata: Metadata = { title: "New slide" };

export default function PortalNewSlidePage() {
  return <NewSlideScreen />;
}
