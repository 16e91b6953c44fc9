import { listCategories } from "@/lib/server/catalog/categories";
import { absoluteImageUrl } from "@/lib/server/catalog/urls";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/categories/: top-level categories with their sub-categories. */
export const GET = route({}, async () =>
  (await listCategories()).map(({ children, image, ...category }) => ({
    ...category,
    image: absoluteImageUrl(image),
    children: children.map((child) => ({ id: child.id, name: child.name, title: child.title, slug: child.slug })),
  })),
);
