import type { Metadata } from "next";
import { CategoryListScreen } from "@/components/portal/category-list-screen";

export const metadata: Metadata = { title: "Categories" };

export default function PortalCategoriesPage() {
  return <CategoryListScreen />;
}
