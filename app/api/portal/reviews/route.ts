import { STAFF } from "@/lib/domain/principal";
import { listPortalReviews } from "@/lib/server/catalog-management/reviews";
import { route } from "@/lib/server/route-handler/route";
import { reviewQuery } from "@/lib/validation/catalog-management/storefront-content";

/** Reviews newest first; `?product=` and `?hidden=true|false` filter, paged -> { results, count }. */
export const GET = route({ endpoint: "portal.reviews.list", auth: STAFF, query: reviewQuery }, ({ query }) =>
  listPortalReviews(query),
);
