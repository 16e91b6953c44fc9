import { ADMINS } from "@/lib/domain/principal";
import { rejectReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { returnRejectBody } from "@/lib/validation/returns/returns";

/** Rejects a requested return with a reason the shopper is told. */
export const POST = route(
  {
    endpoint: "admin.returns.reject",
    auth: ADMINS,
    ...recordPath("return_not_found", "Return not found"),
    body: returnRejectBody,
  },
  ({ params, body, staff }) => rejectReturn(params.id, body.reason, staff),
);
