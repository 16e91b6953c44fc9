import type { Metadata } from "next";
import { NewCategoryScreen } from "@/components/portal/category-edit-screens";

export const metadata: Metadata = { title: "New category" };

export default function PortalNewCategoryPage() {
  return <NewCategoryScreen />;
}
