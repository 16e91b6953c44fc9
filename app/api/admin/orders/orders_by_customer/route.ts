import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { adminOrderFilters } from "@/lib/validation/orders/admin";
import { ordersByCustomerQuery } from "@/lib/validation/orders/admin-actions";

export const GET = route(
  { endpoint: "admin.orders.byCustomer", auth: ADMINS, query: ordersByCustomerQuery },
  ({ query }) => listAdminOrders(adminOrderFilters.parse({ customer_mobile: query.customer_mobile, page_size: 100 })),
);
