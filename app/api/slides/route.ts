import { slideJson } from "@/lib/server/catalog/api";
import { listSlides } from "@/lib/server/catalog/content";

/** GET /api/slides/: the active hero slides. */
export async function GET() {
  return Response.json((await listSlides()).map(slideJson));
}
