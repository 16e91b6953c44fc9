import { ADMINS } from "@/lib/domain/principal";
import { listReturns } from "@/lib/server/returns/returns";
import { route } from "@/lib/server/route-handler/route";
import { returnListQuery } from "@/lib/validation/returns/returns";

/** The returns queue, newest first: `?status=&q=&page=` -> { results, count, page, page_size }. */
export const GET = route(
  {
    endpoint: "admin.returns.list",
    auth: ADMINS,
    query: returnListQuery,
    refuse: { query: { code: "invalid_filters" } },
  },
  ({ query }) => listReturns(query),
);
