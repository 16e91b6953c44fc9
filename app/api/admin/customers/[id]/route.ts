import { ADMINS } from "@/lib/domain/principal";
import { getCustomer } from "@/lib/server/customers/directory";
import { AppError } from "@/lib/server/errors";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** One customer with lifetime value and their latest orders. */
export const GET = route(
  { endpoint: "admin.customers.get", auth: ADMINS, ...recordPath("customer_not_found", "Customer not found") },
  async ({ params }) => {
    const customer = await getCustomer(params.id);
    if (!customer) throw new AppError(404, "customer_not_found", "Customer not found");
    return customer;
  },
);
