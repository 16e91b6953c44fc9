import type { Metadata } from "next";
import { NewSlide } from "@/components/portal/slide-editor";

export const metadata: Metadata = { title: "New slide" };

export default function PortalNewSlidePage() {
  return <NewSlide />;
}
