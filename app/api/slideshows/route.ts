import { slideJson } from "@/lib/server/catalog/api";
import { listSlides } from "@/lib/server/catalog/content";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/slideshows/: the same active hero slides as /api/slides/ (SPEC.md section 7 names both). */
export const GET = route({ endpoint: "slideshows.list" }, async () => (await listSlides()).map(slideJson));
