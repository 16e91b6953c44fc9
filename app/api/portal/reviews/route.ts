import { STAFF } from "@/lib/domain/principal";
import { listPortalReviews } from "@/lib/server/catalog-management/reviews";
import { route } from "@/lib/server/route-handler/route";
import { reviewQuery } from "@/lib/validation/portal-content";

/** Reviews newest first; `?product=` and `?hidden=true|false` filter, paged -> { results, count }. */
export const GET = route({ auth: STAFF, query: reviewQuery }, ({ query }) => listPortalReviews(query));
