import { ADMINS } from "@/lib/domain/principal";
import { approveReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** Approves a requested return and books its reverse pickup (again, after a failed booking); once under retries. */
export const POST = route(
  { endpoint: "admin.returns.approve", auth: ADMINS, ...recordPath("return_not_found", "Return not found") },
  ({ params, staff }) => approveReturn(params.id, staff),
);
