import { slideJson } from "@/lib/server/catalog/api";
import { listSlides } from "@/lib/server/catalog/content";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/slides/: the active hero slides. */
export const GET = route({ endpoint: "slides.list" }, async () => (await listSlides()).map(slideJson));
