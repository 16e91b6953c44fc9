import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { recentOrders } from "@/lib/server/orders/admin-queries";
import { recentOrdersQuery } from "@/lib/validation/orders/admin";

export const GET = route(
  { endpoint: "admin.orders.recent", auth: ADMINS, query: recentOrdersQuery },
  async ({ query }) => ({ results: await recentOrders(query.limit) }),
);
