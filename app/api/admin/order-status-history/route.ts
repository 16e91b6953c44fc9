import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { historyFilters, listStatusHistory } from "@/lib/server/orders/status-history";

export const GET = route({ auth: ADMINS, query: historyFilters }, ({ query }) => listStatusHistory(query));
