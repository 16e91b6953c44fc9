import { listCategories } from "@/lib/server/catalog/categories";
import { absoluteImageUrl } from "@/lib/server/catalog/urls";

/** GET /api/categories/: top-level categories with their sub-categories. */
export async function GET() {
  const categories = await listCategories();
  return Response.json(
    categories.map(({ children, image, ...category }) => ({
      ...category,
      image: absoluteImageUrl(image),
      children: children.map((child) => ({ id: child.id, name: child.name, title: child.title, slug: child.slug })),
    })),
  );
}
