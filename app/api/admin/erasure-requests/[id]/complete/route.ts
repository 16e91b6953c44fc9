import { ADMINS } from "@/lib/domain/principal";
import { completeErasure } from "@/lib/server/data-rights/erasure";
import { route } from "@/lib/server/route-handler/route";
import { erasureRequestParams } from "@/lib/validation/customers/data-rights";

/** Erases the account of a request (idempotent: a completed one is answered as it is); 409 while an order is under way. Audited. */
export const POST = route(
  {
    endpoint: "admin.erasureRequests.complete",
    auth: ADMINS,
    params: erasureRequestParams,
    refuse: { params: { status: 404, code: "request_not_found" } },
  },
  ({ params, staff }) => completeErasure(params.id, staff),
);
