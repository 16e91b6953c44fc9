import { STAFF } from "@/lib/domain/principal";
import { setReviewHidden } from "@/lib/server/catalog-management/reviews";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { reviewPatch } from "@/lib/validation/catalog-management/storefront-content";

/** `{hidden}`: a hidden review leaves the product page and the product's rating. */
export const PATCH = route(
  {
    endpoint: "portal.reviews.setHidden",
    auth: STAFF,
    ...recordPath("review_not_found", "Review not found"),
    body: reviewPatch,
  },
  ({ params, body, staff }) => setReviewHidden(params.id, body.hidden, staff),
);
