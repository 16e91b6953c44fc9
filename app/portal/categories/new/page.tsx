import type { Metadata } from "next";
import { NewCategory } from "@/components/portal/category-editor";

export const metadata: Metadata = { title: "New category" };

export default function PortalNewCategoryPage() {
  return <NewCategory />;
}
