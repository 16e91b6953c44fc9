import { ADMINS } from "@/lib/domain/principal";
import { adminReturn } from "@/lib/server/returns/returns";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** One return: its lines, steps (who and when), the reverse pickup and its scans. */
export const GET = route(
  { endpoint: "admin.returns.get", auth: ADMINS, ...recordPath("return_not_found", "Return not found") },
  ({ params }) => adminReturn(params.id),
);
