import type { Role } from "@/lib/server/auth/viewer";

export type MenuCategory = { id: number; name: string; slug: string; children: { id: number; name: string; slug: string }[] };

/** The header's categories, as they load: the spec names a message for each state. */
export type CategoriesState = { status: "loading" } | { status: "error" } | { status: "ready"; categories: MenuCategory[] };

/** What the header shows of the viewer: serializable, passed from the server to client components. */
export type HeaderViewer = { greeting: string; role: Role } | null;
