import { STAFF } from "@/lib/domain/principal";
import { createSlide, listPortalSlides } from "@/lib/server/catalog-management/slides";
import { route } from "@/lib/server/route-handler/route";
import { slideCreate } from "@/lib/validation/catalog-management/storefront-content";

/** Every hero slide, inactive ones too, in the merchant's order -> { results }. */
export const GET = route({ endpoint: "portal.slides.list", auth: STAFF }, () => listPortalSlides());

/** Creates a slide; the home page shows it (when active) on the next request. */
export const POST = route(
  { endpoint: "portal.slides.create", auth: STAFF, body: slideCreate, status: 201 },
  ({ body, staff }) => createSlide(body, staff),
);
