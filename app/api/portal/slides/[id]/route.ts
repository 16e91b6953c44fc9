import { STAFF } from "@/lib/domain/principal";
import { deleteSlide, getPortalSlide, updateSlide } from "@/lib/server/catalog-management/slides";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { slidePatch } from "@/lib/validation/catalog-management/storefront-content";

const slidePath = recordPath("slide_not_found", "Slide not found");

/** The slide as the portal edits it, with its `version`. */
export const GET = route({ endpoint: "portal.slides.get", auth: STAFF, ...slidePath }, ({ params }) =>
  getPortalSlide(params.id),
);

/** Any subset of the fields: text, link, image, `position`, `active`. */
export const PATCH = route(
  { endpoint: "portal.slides.update", auth: STAFF, ...slidePath, body: slidePatch },
  ({ params, body, staff }) => updateSlide(params.id, body, staff),
);

/** Deletes the slide (204). */
export const DELETE = route(
  { endpoint: "portal.slides.delete", auth: STAFF, ...slidePath },
  async ({ params, staff }) => {
    await deleteSlide(params.id, staff);
    return new Response(null, { status: 204 });
  },
);
