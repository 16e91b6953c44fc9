export type MenuCategory = {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
};

/** The header's categories, as they load: the spec names a message for each state. */
export type CategoriesState =
  { status: "loading" } | { status: "error" } | { status: "ready"; categories: MenuCategory[] };

export type { HeaderViewer } from "@/lib/server/auth/header-viewer";
