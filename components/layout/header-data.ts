import "server-only";
import { categorySlug } from "@/lib/domain/catalog";
import { getViewer } from "@/lib/server/auth/viewer";
import { listCategories } from "@/lib/server/catalog/categories";
import type { CategoriesState, HeaderViewer } from "./types";

/** Categories for the header menus; a failure is logged and shown as the spec's error state. */
export async function loadMenuCategories(): Promise<CategoriesState> {
  try {
    const categories = await listCategories();
    return {
      status: "ready",
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        slug: categorySlug(category.name),
        children: category.children.map((child) => ({ id: child.id, name: child.name, slug: categorySlug(child.name) })),
      })),
    };
  } catch (error) {
    console.error("Failed to load categories for the header", error);
    return { status: "error" };
  }
}

/** The greeting uses the name, username or phone number, else 'User'. Never cached: it is per request. */
export async function loadHeaderViewer(): Promise<HeaderViewer> {
  const viewer = await getViewer();
  if (!viewer) return null;
  return { greeting: viewer.name || viewer.username || viewer.phone || "User", role: viewer.role };
}
