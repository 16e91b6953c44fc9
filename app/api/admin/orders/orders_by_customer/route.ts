import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { adminOrderFilters } from "@/lib/validation/admin-orders";

const Query = z.object({
  customer_mobile: z.string("customer_mobile is required").trim().min(1, "customer_mobile is required").max(20),
});

export const GET = route({ auth: ADMINS, query: Query }, ({ query }) =>
  listAdminOrders(adminOrderFilters.parse({ customer_mobile: query.customer_mobile, page_size: 100 })),
);
