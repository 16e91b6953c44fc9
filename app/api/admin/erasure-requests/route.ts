import { ADMINS } from "@/lib/domain/principal";
import { listErasureRequests } from "@/lib/server/data-rights/erasure";
import { route } from "@/lib/server/route-handler/route";
import { erasureRequestQuery } from "@/lib/validation/customers/data-rights";

/** The shoppers' erasure requests with their dates and deadlines (default: the pending ones) -> { results, count }. */
export const GET = route(
  { endpoint: "admin.erasureRequests.list", auth: ADMINS, query: erasureRequestQuery },
  ({ query }) => listErasureRequests(query),
);
