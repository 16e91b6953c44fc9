import { ADMINS } from "@/lib/domain/principal";
import { inspectReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { returnInspectBody } from "@/lib/validation/returns/returns";

/** Per line: units back in stock as sellable, units written off as damaged; once. */
export const POST = route(
  {
    endpoint: "admin.returns.inspect",
    auth: ADMINS,
    ...recordPath("return_not_found", "Return not found"),
    body: returnInspectBody,
  },
  ({ params, body, staff }) => inspectReturn(params.id, body, staff),
);
