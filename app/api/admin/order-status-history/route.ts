import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { listStatusHistory } from "@/lib/server/orders/status-history";
import { statusHistoryFilters } from "@/lib/validation/orders/admin-actions";

export const GET = route(
  { endpoint: "admin.orders.statusHistory", auth: ADMINS, query: statusHistoryFilters },
  ({ query }) => listStatusHistory(query),
);
