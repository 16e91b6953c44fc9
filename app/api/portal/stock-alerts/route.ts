import { STAFF } from "@/lib/domain/principal";
import { listStockAlerts } from "@/lib/server/messaging/stock-alerts";
import { route } from "@/lib/server/route-handler/route";
import { stockAlertQuery } from "@/lib/validation/messaging/stock-alerts";

/** GET /api/portal/stock-alerts/: the shoppers waiting for out-of-stock products, by product (search by name or SKU), paged. */
export const GET = route({ endpoint: "portal.stockAlerts.list", auth: STAFF, query: stockAlertQuery }, ({ query }) =>
  listStockAlerts(query),
);
