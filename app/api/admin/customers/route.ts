import { ADMINS } from "@/lib/domain/principal";
import { listCustomers } from "@/lib/server/customers/directory";
import { route } from "@/lib/server/route-handler/route";
import { adminCustomerQuery } from "@/lib/validation/customers/directory";

/** Customers with order count, lifetime value and last order; `search` on name, phone or email; pages of 20 -> { results, count }. */
export const GET = route({ endpoint: "admin.customers.list", auth: ADMINS, query: adminCustomerQuery }, ({ query }) =>
  listCustomers(query),
);
