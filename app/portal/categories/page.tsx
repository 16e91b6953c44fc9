import type { Metadata } from "next";
import { PortalCategories } from "@/components/portal/categories-page";

export const metadata: Metadata = { title: "Categories" };

export default function PortalCategoriesPage() {
  return <PortalCategories />;
}
