import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { withTrackingUrl } from "@/lib/server/orders/tracking-link";
import { adminOrderFilters } from "@/lib/validation/orders/admin";

/** The admin order list: SPEC.md section 3 "Admin order filters" -> { results, count, count_capped } (a search's count stops at 1,000+). */
export const GET = route(
  {
    endpoint: "admin.orders.list",
    auth: ADMINS,
    query: adminOrderFilters,
    refuse: { query: { code: "invalid_filters" } },
  },
  async ({ query }) => {
    const page = await listAdminOrders(query);
    return { ...page, results: page.results.map(withTrackingUrl) };
  },
);
