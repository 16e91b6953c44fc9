import { ADMINS } from "@/lib/domain/principal";
import { receiveReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** Marks the returned parcel received (the manual carrier, or ahead of the courier's delivered scan). */
export const POST = route(
  { endpoint: "admin.returns.receive", auth: ADMINS, ...recordPath("return_not_found", "Return not found") },
  ({ params, staff }) => receiveReturn(params.id, staff),
);
