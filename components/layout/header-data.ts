import "server-only";
import { cache } from "react";
import { categorySlug } from "@/lib/domain/catalog";
import { listCategories } from "@/lib/server/catalog/categories";
import type { CategoriesState } from "./types";

/**
 * Categories for the header menus; a failure is logged and shown as the spec's error state. Once per request
 * (`cache`): the desktop and mobile menus then get the same object, which the page's data for React sends once and
 * refers to from the second (issue 31, target 2), not twice.
 */
export const loadMenuCategories = cache(async function loadMenuCategories(): Promise<CategoriesState> {
  try {
    const categories = await listCategories();
    return {
      status: "ready",
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        slug: categorySlug(category.name),
        children: category.children.map((child) => ({
          id: child.id,
          name: child.name,
          slug: categorySlug(child.name),
        })),
      })),
    };
  } catch (error) {
    console.error("Failed to load categories for the header", error);
    return { status: "error" };
  }
});
